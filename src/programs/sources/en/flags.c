int a[20], b[20], c[40], d[40];
int n, t, i, j, k;      // t counts the solutions

void queen3()
{
    int i;
    input(n);
    for (i = 1; i <= n; i++)
    {
        b[i] = 0;
        c[i] = 0;
        c[n + i] = 0;
        d[i] = 0;
        d[n + i] = 0;
    }
    try(1);
}

void try(int i)
{
    int j;
    for (j = 1; j <= n; j++)      // queen i has n possible squares
        if ((b[j] == 0) && (c[i + j] == 0) && (d[i - j + n] == 0))
        {
            a[i] = j;             // put the queen
            b[j] = 1;             // take column j
            c[i + j] = 1;
            d[i - j + n] = 1;     // take both diagonals
            if (i < n)
                try(i + 1);       // not all n queens placed: place the next one, recursively
            else
                output();         // done: print the result
            b[j] = 0;
            c[i + j] = 0;
            d[i - j + n] = 0;     // backtrack
        }
}

void output()
{
    t = t + 1;
    print(t, "       ");
    for (k = 1; k <= n; k++)
        print(a[k], "   ");
    print("\n");                  // newline
}
