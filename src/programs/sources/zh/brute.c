int a[9], n, t;

// 穷举：每行一个皇后，n行都摆好以后才检查（n的n次方种摆法）
void queen1()
{
    input(n);
    put(1);
}

// 笔记里每一行是一层for循环；put(i)是第i层，对任意n都一样
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
