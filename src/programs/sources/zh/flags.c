int a[20], b[20], c[40], d[40];
int n, t, i, j, k;      // t记录解的个数

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
    for (j = 1; j <= n; j++)      // 第i个皇后有n种可能位置
        if ((b[j] == 0) && (c[i + j] == 0) && (d[i - j + n] == 0))
        {
            a[i] = j;             // 摆放皇后
            b[j] = 1;             // 占领第j列
            c[i + j] = 1;
            d[i - j + n] = 1;     // 占领两个对角线
            if (i < n)
                try(i + 1);       // n个皇后没有摆完，递归摆放下一皇后
            else
                output();         // 完成任务，打印结果
            b[j] = 0;
            c[i + j] = 0;
            d[i - j + n] = 0;     // 回溯
        }
}

void output()
{
    t = t + 1;
    print(t, "       ");
    for (k = 1; k <= n; k++)
        print(a[k], "   ");
    print("\n");                  // 换行符
}
