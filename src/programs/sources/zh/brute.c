int a[9], n;

// 穷举：笔记里的queen1，每行一层for循环，从第2行起每摆一行就检查一次
void queen1()
{
    input(n);
    put(1);
}

// 笔记里8个皇后写8层嵌套的for循环；put(i)是第i层，它调用的put(i + 1)是里面的一层
void put(int i)
{
    for (a[i] = 1; a[i] <= n; a[i]++)
    {
        if (i >= 2 && check(a, i) == 0) continue;   // 第1层不检查
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
    print("\n");    // 笔记里没有：一行一个解
}
