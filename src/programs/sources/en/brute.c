int a[9], n, t;

// brute force: one queen a row, checked only once all n rows are filled (n to the power n boards)
void queen1()
{
    input(n);
    put(1);
}

// the notes write one for loop per row; put(i) is loop number i, the same for any n
void put(int i)
{
    if (i > n)
    {
        if (check(a, n) == 1)
            output();
        return;
    }
    for (a[i] = 1; a[i] <= n; a[i]++)
        put(i + 1);
}

int check(int a[], int n)
{
    int i, j;
    for (i = 2; i <= n; i++)
        for (j = 1; j <= i - 1; j++)
            if ((abs(a[i] - a[j]) == abs(i - j)) || (a[i] == a[j]))
                return 0;
    return 1;
}

void output()
{
    int i;
    t = t + 1;
    for (i = 1; i <= n; i++)
        print(a[i]);
    print("\n");
}
