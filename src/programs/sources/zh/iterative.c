int a[20], n;

void queen2()
{
    input(n);
    backdate(n);
}

// 非递归回溯
void backdate(int n)
{
    int k;
    a[1] = 0;
    k = 1;
    while (k > 0)
    {
        a[k] = a[k] + 1;
        // 搜索第k个皇后位置
        while ((a[k] <= n) && (check(k) == 0))
            a[k] = a[k] + 1;
        if (a[k] <= n)
        {
            if (k == n)
                output(n);      // 找到一组解
            else
            {
                k = k + 1;      // 继续为第k+1个皇后找到位置
                a[k] = 0;       // 注意下一个皇后一定要从头开始搜索
            }
        }
        else
            k = k - 1;          // 回溯
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
    print("\n");    // 笔记里没有：一行一个解
}
