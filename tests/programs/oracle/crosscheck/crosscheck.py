"""Cross-check of the transliterations against the real programs.

Compiles each zh source unchanged (javac / gcc / g++, wrapped in a small main),
runs it for n = 1..N and compares what it prints (or, for the programs that
print nothing, what it returns, printed by the wrapper) with the untraced
Python transliteration. Usage: python3 crosscheck.py [--max-n N]. Needs javac,
java, gcc, g++; prints one line per (view, n) and exits 1 on any disagreement.
"""
import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.path.dirname(HERE)
ROOT = os.path.abspath(os.path.join(ORACLE, "..", "..", ".."))
SOURCES = os.path.join(ROOT, "src", "programs", "sources", "zh")
sys.path.insert(0, ORACLE)

import trace as oracle  # noqa: E402  (tests/programs/oracle/trace.py)

# Java programs that are a class body without the class (fields + methods).
# The wrapping starts on the source's first line: javac's line numbers stay the
# source's (jdi_trace_check.py relies on it).
JAVA_BODY_MAIN = """public class Main {{ {body}
    public static void main(String[] args) {{
        new Main().placeQueens(Integer.parseInt(args[0]));
    }}
}}
"""

JAVA_LIST_MAIN = """import java.util.ArrayList;
public class Main {
    public static void main(String[] args) {
        ArrayList<String[]> boards = new Solution().solveNQueens(Integer.parseInt(args[0]));
        StringBuilder out = new StringBuilder();
        for (String[] board : boards) {
            for (String row : board) out.append(row).append('\\n');
            out.append('\\n');
        }
        System.out.print(out);
    }
}
"""

JAVA_LEETCODE_MAIN = """public class Main {
    public static void main(String[] args) {
        System.out.println(new Solution().totalNQueens(Integer.parseInt(args[0])));
    }
}
"""

CPP_MAIN = """
#include <cstdio>
#include <cstdlib>
int main(int argc, char **argv) {
    int n = atoi(argv[1]);
    vector<vector<string> > boards = Solution().solveNQueens(n);
    for (size_t b = 0; b < boards.size(); b++) {
        for (size_t r = 0; r < boards[b].size(); r++) printf("%s\\n", boards[b][r].c_str());
        printf("\\n");
    }
    return 0;
}
"""

# The C programs call functions defined further down: prototypes, then main.
C_PROGRAMS = {
    "brute": ("brute.c", "void put(int i); int check(int a[], int n); void output();", "queen1"),
    "iterative": ("iterative.c", "void backdate(int n); int check(int k); void output(int n);", "queen2"),
    "flags": ("flags.c", "void try(int i); void output();", "queen3"),
}


def read_source(name):
    with open(os.path.join(SOURCES, name), encoding="utf-8") as file:
        return file.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def build_java(view, work):
    folder = os.path.join(work, view)
    os.makedirs(folder)
    source = read_source(f"{view}.java")
    if view in ("recursive", "booleans", "bitmask", "bitmask-printed"):
        write(os.path.join(folder, "Main.java"), JAVA_BODY_MAIN.format(body=source))
    elif view == "list":
        write(os.path.join(folder, "Solution.java"), "import java.util.ArrayList; " + source)
        write(os.path.join(folder, "Main.java"), JAVA_LIST_MAIN)
    else:  # leetcode: `class Solution` (not public) may sit in any file
        write(os.path.join(folder, "Solution.java"), source)
        write(os.path.join(folder, "Main.java"), JAVA_LEETCODE_MAIN)
    files = [os.path.join(folder, f) for f in os.listdir(folder)]
    subprocess.run(["javac", "-g", "-encoding", "UTF-8", "-d", folder, *files], check=True)
    return ["java", "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-cp", folder, "Main"]


def build_c(view, work, debug=False):
    source_name, prototypes, entry = C_PROGRAMS[view]
    path = os.path.join(work, f"{view}.c")
    prelude = os.path.join(HERE, "c_prelude.h")
    main = f"\nint main(int argc, char **argv) {{ chosen_n = atoi(argv[1]); {entry}(); return 0; }}\n"
    write(path, f'#include "{prelude}"\n{prototypes}\n#line 1 "{source_name}"\n' + read_source(source_name) + main)
    binary = os.path.join(work, view)
    optimise = ["-g", "-O0"] if debug else ["-O1"]
    subprocess.run(["gcc", "-std=c11", *optimise, "-Wall", "-Wno-unused-variable", "-o", binary, path], check=True)
    return [binary]


def build_cpp(work, debug=False):
    path = os.path.join(work, "cpp.cpp")
    header = "#include <vector>\n#include <string>\nusing namespace std;\n#line 1 \"cpp.cpp\"\n"
    write(path, header + read_source("cpp.cpp") + CPP_MAIN)
    binary = os.path.join(work, "cpp")
    subprocess.run(["g++", *(["-g", "-O0"] if debug else ["-O1"]), "-o", binary, path], check=True)
    return [binary]


def oracle_text(view, n):
    """What the real program's wrapper prints, from the untraced transliteration."""
    result, output, _program = oracle.run(view, n, traced=False)
    if view in ("list", "cpp"):
        out = []
        for board in result:
            for row in board:
                out.append((row.text() if hasattr(row, "text") else row) + "\n")
            out.append("\n")
        return "".join(out)
    if view == "leetcode":
        return f"{result}\n"
    return output


def max_n_of(view, max_n):
    return min(max_n, 8) if view == "brute" else max_n  # brute.c: a[9] holds 8 rows


@contextlib.contextmanager
def scratch_dir(prefix):
    """A fresh folder in /tmp for a script's builds, removed afterwards."""
    work = tempfile.mkdtemp(prefix=prefix)
    try:
        yield work
    finally:
        shutil.rmtree(work)


def summary(failures):
    """Prints a script's last line; returns its exit code (1 on any disagreement)."""
    print("all agree" if not failures else f"{failures} disagreement(s)")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-n", type=int, default=10)
    parser.add_argument("views", nargs="*", default=oracle.VIEWS)
    args = parser.parse_args()
    failures = 0
    with scratch_dir("nqueens-crosscheck-") as work:
        for view in args.views:
            if view in C_PROGRAMS:
                command = build_c(view, work)
            elif view == "cpp":
                command = build_cpp(work)
            else:
                command = build_java(view, work)
            for n in range(1, max_n_of(view, args.max_n) + 1):
                real = subprocess.run(command + [str(n)], capture_output=True, check=True).stdout.decode("utf-8")
                expected = oracle_text(view, n)
                verdict = "same" if real == expected else "DIFFERENT"
                failures += real != expected
                last = real.strip().splitlines()[-1] if real.strip() else ""
                print(f"{view:16} n={n:<2} {verdict:9} {len(real):7} chars  last line: {last}")
                if real != expected:
                    print(f"    real:   {real[:300]!r}\n    oracle: {expected[:300]!r}")
    return summary(failures)


if __name__ == "__main__":
    sys.exit(main())
