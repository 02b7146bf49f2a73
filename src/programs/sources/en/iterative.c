int a[20], n;

void queen2()
{
    input(n);
    backdate(n);
}

// backtracking without recursion
void backdate(int n)
{
    int k;
    a[1] = 0;
    k = 1;
    while (k > 0)
    {
        a[k] = a[k] + 1;
        // search a square for queen k
        while ((a[k] <= n) && (check(k) == 0))
            a[k] = a[k] + 1;
        if (a[k] <= n)
        {
            if (k == n)
                output(n);      // found a solution
            else
            {
                k = k + 1;      // go on to find a square for queen k+1
                a[k] = 0;       // note: the next queen must search from the start again
            }
        }
        else
            k = k - 1;          // backtrack
    }
}

int check(int k)
{
    int i;
    for (i = 1; i <= k - 1; i++)
        if ((abs(a[i] - a[k]) == abs(i - k)) || (a[i] == a[k]))
            return 0;
    return 1;
}

void output(int n)
{
    int i;
    for (i = 1; i <= n; i++)
        print(a[i]);
    print("\n");    // not in the notes: one solution a line
}
