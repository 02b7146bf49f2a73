int a[9], n;

// brute force: the notes' queen1, one for loop per row, checking after each row from the second on
void queen1()
{
    input(n);
    put(1);
}

// the notes nest 8 for loops for 8 queens; put(i) is loop number i, and its call put(i + 1) the loop nested in it
void put(int i)
{
    for (a[i] = 1; a[i] <= n; a[i]++)
    {
        if (i >= 2 && check(a, i) == 0) continue;   // loop 1 has no check
        if (i < n)
            put(i + 1);
        else
            output();
    }
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
    for (i = 1; i <= n; i++)
        print(a[i]);
    print("\n");    // not in the notes: one solution a line
}
