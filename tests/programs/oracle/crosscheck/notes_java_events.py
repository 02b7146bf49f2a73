"""The notes' own Java (004) compiled by javac and run, logging its search events:
the independent truth for the events of the `booleans` and `recursive` code views.

NOTES_BOOLEANS is 004's "八皇后优化" program as printed (成员变量, 从某一行开始摆放皇后,
摆放所有皇后), NOTES_RECURSIVE 004's place/isValid/show as printed; only what the
notes leave to the reader is added around them (WRAPPER): `int ways;` (the notes'
`private int ways;` of the first version), a `show()` that prints nothing for the
boolean-array version (the notes call it there but define it only for `queens`),
a class, a `main`. The two are copied here on purpose, not read from
src/programs/sources/: those files are the views' own adaptations, which this
check must not take as its truth. Each is then instrumented by textual
replacements of single statements (`instrument`: every replacement must match
exactly once), so that it logs to stderr, at the statement that does it:
- `place R C` after the statement that puts the queen down (the flags' `= true;`,
  `queens[row] = col;`),
- `reject R C LINE AR AC` where a test turns the square down (`if (cols[col])
  continue;` column, `leftTop` diagonal (↘), `rightTop` anti-diagonal (↙); isValid's
  `return false;`s, column or the diagonal through queen i), with the attacker:
  the queen on that line (the topmost for the flags, which do not know it; the
  queen i compared for isValid),
- `remove R C` after the statement that lifts it (the flags' `= false;`, the
  return of `place(row + 1)` for queens[]),
- `solution C0 C1 ...` at `ways++`, and `done` at the end.
LINE is column, diagonal (row - col constant, left top -> right bottom) or
anti-diagonal (row + col constant).

Usage: python3 notes_java_events.py [--n 4 5 6] [--write]. Compares the logs with
tests/programs/expected/events/<view>-n<N>.txt (which tests/programs.rs compares
with the core's events), or writes them with --write; then reports how the two
programs' events differ. Needs javac, java. Exit 1 on a difference.
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crosscheck  # noqa: E402  (scratch_dir, summary)

ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
EXPECTED = os.path.join(ROOT, "tests", "programs", "expected", "events")

NOTES_BOOLEANS = """
// 标记着某一列是否有皇后
boolean[] cols;
// 标记着某一斜线上是否有皇后（左上角 -> 右下角）
boolean[] leftTop;
// 标记着某一斜线上是否有皇后（右上角 -> 左下角）
boolean[] rightTop;

// 从第row行开始摆放皇后
void place(int row) {
    if (row == cols.length) {
        ways++;
        show();
        return;
    }
    for (int col = 0; col < cols.length; col++) {
        if (cols[col]) continue;
        int ltIndex = row - col + cols.length - 1;
        if (leftTop[ltIndex]) continue;
        int rtIndex = row + col;
        if (rightTop[rtIndex]) continue;
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = true;
        place(row + 1);
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = false;
     }
}

void placeQueens(int n) {
    if (n < 1) return;
    cols = new boolean[n];
    leftTop = new boolean[(n << 1) - 1];
    rightTop = new boolean[(n << 1) - 1];
    
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}
"""

NOTES_RECURSIVE = """
// 数组索引是行号，数组元素是列号
private int[] queens;
// 一共有多少种合理的摆法
private int ways;

// 检查第row行第col列是否可以摆放皇后
private boolean isValid(int row, int col) {
    for (int i = 0; i < row; i++) {
        // 第col列已经有皇后
        if (queens[i] == col) return false;
        // 第i行的皇后跟第row行第col列格子处在同一斜线上
        if (row - i == Math.abs(col - queens[i])) return false;
    }
    return true;
}

// 显示皇后的摆放情况
void show() {
    for (int row = 0; row < queens.length; row++) {
        for (int col = 0; col < queens.length; col++) {
            if (queens[row] == col) {
                System.out.print(1);
            } else {
                System.out.print(0);
            }
            System.out.print(" ");
        }
        System.out.println();
    }
    System.out.println("---------------------------");
}

// 从第row行开始摆放皇后
void place(int row) {
    if (row == queens.length) {
        ways++; 
        show();
        return;
    }
    for (int col = 0; col < queens.length; col++) {
        if (isValid(row, col)) {
            queens[row] = col;
            place(row + 1);
        }
    }
}

void placeQueens(int n) {
    if (n < 1) return;
    queens = new int[n];
    
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}
"""

# Replacements (each must occur exactly once) that make a program log its events.
BOOLEANS_LOGGING = [
    ("if (cols[col]) continue;", 'if (cols[col]) { log.reject(row, col, "column"); continue; }'),
    ("if (leftTop[ltIndex]) continue;", 'if (leftTop[ltIndex]) { log.reject(row, col, "diagonal"); continue; }'),
    ("if (rightTop[rtIndex]) continue;", 'if (rightTop[rtIndex]) { log.reject(row, col, "anti-diagonal"); continue; }'),
    ("= true;", "= true; log.place(row, col);"),
    ("= false;", "= false; log.remove(row, col);"),
    ("ways++;", "ways++; log.solution();"),
]

RECURSIVE_LOGGING = [
    ("if (queens[i] == col) return false;", 'if (queens[i] == col) { log.reject(row, col, "column", i, queens[i]); return false; }'),
    (
        "if (row - i == Math.abs(col - queens[i])) return false;",
        "if (row - i == Math.abs(col - queens[i])) "
        '{ log.reject(row, col, row - i == col - queens[i] ? "diagonal" : "anti-diagonal", i, queens[i]); return false; }',
    ),
    ("queens[row] = col;", "queens[row] = col; log.place(row, col);"),
    ("place(row + 1);", "place(row + 1); log.remove(row, col);"),
    ("ways++;", "ways++; log.solution();"),
]

# What the notes leave out: the class, `ways` for the boolean-array version, its
# show() (the notes print queens[], which it has not), main, and the log.
WRAPPER = """public class Main {{
{extra}
{body}
    static class Log {{
        final int[] q;
        Log(int n) {{ q = new int[n]; java.util.Arrays.fill(q, -1); }}
        void place(int r, int c) {{ q[r] = c; System.err.println("place " + r + " " + c); }}
        void remove(int r, int c) {{ q[r] = -1; System.err.println("remove " + r + " " + c); }}
        void reject(int r, int c, String line, int ar, int ac) {{
            System.err.println("reject " + r + " " + c + " " + line + " " + ar + " " + ac);
        }}
        // the flags do not say which queen: the topmost on that line
        void reject(int r, int c, String line) {{
            for (int a = 0; a < q.length; a++) {{
                if (a == r || q[a] < 0) continue;
                boolean on = line.equals("column") ? q[a] == c
                    : line.equals("diagonal") ? a - q[a] == r - c : a + q[a] == r + c;
                if (on) {{ reject(r, c, line, a, q[a]); return; }}
            }}
            System.err.println("reject " + r + " " + c + " " + line + " - -");
        }}
        void solution() {{
            StringBuilder s = new StringBuilder("solution");
            for (int c : q) if (c >= 0) s.append(' ').append(c);
            System.err.println(s);
        }}
    }}
    Log log;
    public static void main(String[] args) {{
        int n = Integer.parseInt(args[0]);
        Main m = new Main();
        m.log = new Log(n);
        m.placeQueens(n);
        System.err.println("done");
    }}
}}
"""

PROGRAMS = {
    "booleans": (NOTES_BOOLEANS, BOOLEANS_LOGGING, "int ways;\nvoid show() {}"),
    "recursive": (NOTES_RECURSIVE, RECURSIVE_LOGGING, ""),
}


def instrument(text, replacements):
    for old, new in replacements:
        if text.count(old) != 1:
            raise SystemExit(f"{old!r} occurs {text.count(old)} times")
        text = text.replace(old, new)
    return text


def build(view, work):
    text, replacements, extra = PROGRAMS[view]
    folder = os.path.join(work, view)
    os.makedirs(folder)
    with open(os.path.join(folder, "Main.java"), "w", encoding="utf-8") as file:
        file.write(WRAPPER.format(extra=extra, body=instrument(text, replacements)))
    subprocess.run(["javac", "-encoding", "UTF-8", "-d", folder, os.path.join(folder, "Main.java")], check=True)
    return ["java", "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-Dstderr.encoding=UTF-8", "-cp", folder, "Main"]


def run(command, n):
    done = subprocess.run(command + [str(n)], capture_output=True, check=True)
    return done.stderr.decode("utf-8"), done.stdout.decode("utf-8")


def kinds(log):
    counts = {}
    for line in log.splitlines():
        kind = line.split()[0]
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{counts.get(k, 0)} {k}s" for k in ("place", "reject", "remove", "solution"))


def compare_views(booleans, recursive):
    """How the two programs' events differ: the same squares in the same order?"""
    b, r = booleans.splitlines(), recursive.splitlines()
    if len(b) != len(r):
        return f"{len(b)} events against {len(r)}"
    squares = sum(x.split()[:3] != y.split()[:3] for x, y in zip(b, r))
    lines = sum(x.split()[3:] != y.split()[3:] for x, y in zip(b, r))
    rejects = sum(x.startswith("reject") for x in b)
    return (
        f"{len(b)} events each, {'the same' if not squares else f'{squares} different'} kinds and squares in the same order;"
        f" {lines} of {rejects} rejects name another line (and attacker)"
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, nargs="*", default=[4, 5, 6])
    parser.add_argument("--write", action="store_true", help="write the expected event files")
    args = parser.parse_args()
    failures = 0
    with crosscheck.scratch_dir("nqueens-java-events-") as work:
        commands = {view: build(view, work) for view in PROGRAMS}
        for n in args.n:
            logs = {}
            for view, command in commands.items():
                log, out = run(command, n)
                logs[view] = log
                path = os.path.join(EXPECTED, f"{view}-n{n}.txt")
                if args.write:
                    os.makedirs(EXPECTED, exist_ok=True)
                    with open(path, "w", encoding="utf-8") as file:
                        file.write(log)
                    verdict = "written"
                else:
                    with open(path, encoding="utf-8") as file:
                        same = file.read() == log
                    failures += not same
                    verdict = "same" if same else "DIFFERENT"
                last = out.strip().splitlines()[-1]
                print(f"{view:10} n={n}: {verdict:9} {len(log.splitlines())} events ({kinds(log)}); prints {last}")
            print(f"  booleans against recursive, n={n}: {compare_views(logs['booleans'], logs['recursive'])}")
    return crosscheck.summary(failures)


if __name__ == "__main__":
    sys.exit(main())
