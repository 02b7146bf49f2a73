"""The notes' own brute force (003, "1.一般解法：穷举": queen1 with one for loop
per row and check(a, k) inside loops 2..8) compiled by gcc, against brute.c.

brute.c generalises queen1 from 8 to n (put(i) is loop number i). This script
is its independent truth: NOTES_QUEEN1 below is the notes' text as printed,
in C (`=` as `==`, `or` as `||`, ASCII brackets; `int i;` declared, which the
notes leave out), and `notes_program(n)` writes the same nest for n rows
(n = 8 gives NOTES_QUEEN1 itself, checked). Both are built with gcc:
- the notes' check logs every call (k and a[1..k]) to stderr;
- brute.c is run under gdb with a breakpoint on check logging the same.
Compared for n = 4..6 (or --n): the sequence of check calls and the output
(brute.c's newline, not in the notes, removed). Then, for n = 4..8, the
counts of check calls and of full boards checked (calls with k = n) of the
notes' program.
Usage: python3 notes_queen1.py [--n 4 5 6]; exit 1 on a difference.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crosscheck  # noqa: E402

NOTES_QUEEN1 = """
void queen1()
{
int a[9];
int i;
for (a[1]=1;a[1]<=8;a[1]++)
  for (a[2]=1;a[2]<=8;a[2]++)
   {if ( check(a,2)==0 )  continue;
     for (a[3]=1;a[3]<=8;a[3]++)
      {if (check(a,3)==0)   continue;
         for (a[4]=1;a[4]<=8;a[4]++)
          {if  (check(a,4)==0)   continue;
            for (a[5]=1;a[5]<=8;a[5]++)
             {if (check(a,5)==0)   continue;
               for (a[6]=1;a[6]<=8;a[6]++)
                 {if  (check(a,6)==0)   continue;
                    for(a[7]=1;a[7]<=8;a[7]++)
                    {if (check(a,7)==0)   continue;
                         for(a[8]=1;a[8]<=8;a[8]++)
                        {if (check(a,8)==0)
                            continue;
                        else
                            for(i=1;i<=8;i++)
                                print(a[i]);
                         }
                    }
                }
            }
        }
     }
  }
}
"""

NOTES_CHECK = """
int check(int a[],int n)
{
    int i,j;
    log_call(a, n);
    for(i=2;i<=n;i++)
        for(j=1;j<=i-1;j++)
            if((abs(a[i]-a[j])==abs(i-j))||(a[i]==a[j]))
                return(0);
 return(1);
}
"""

LOGGING = """
#include <stdio.h>
#include <stdlib.h>
static void print(int v) { printf("%d", v); }
static void log_call(int a[], int n) {
    fprintf(stderr, "%d:", n);
    for (int r = 1; r <= n; r++) fprintf(stderr, " %d", a[r]);
    fprintf(stderr, "\\n");
}
int check(int a[], int n);
"""


def notes_queen1(n):
    """The notes' nest of for loops for n rows, as the notes write it for 8."""
    lines = ["void queen1()", "{", "int a[9];", "int i;"]
    for k in range(1, n + 1):
        lines.append(f"for (a[{k}]=1;a[{k}]<={n};a[{k}]++)")
        if k >= 2:
            lines.append("{")
            lines.append(f"if (check(a,{k})==0) continue;")
    lines.append(f"else for(i=1;i<={n};i++) print(a[i]);")
    lines.extend("}" * (n - 1))
    lines.append("}")
    return "\n".join(lines)


def tokens(text):
    return re.findall(r"\w+|[^\w\s]", text)


def run_notes(n, work):
    path = os.path.join(work, f"notes{n}.c")
    main = "int main(void) { queen1(); return 0; }\n"
    with open(path, "w", encoding="utf-8") as file:
        file.write(LOGGING + notes_queen1(n) + NOTES_CHECK + main)
    binary = os.path.join(work, f"notes{n}")
    subprocess.run(["gcc", "-std=c11", "-O0", "-Wall", "-o", binary, path], check=True)
    done = subprocess.run([binary], capture_output=True, check=True, text=True)
    return done.stderr.splitlines(), done.stdout


GDB_LOG = """
set pagination off
break check
commands
silent
printf "%d:", n
set $r = 1
while $r <= n
printf " %d", a[$r]
set $r = $r + 1
end
printf "\\n"
continue
end
run
"""


def run_brute(n, work, binary):
    script = os.path.join(work, "log.gdb")
    with open(script, "w", encoding="utf-8") as file:
        file.write(GDB_LOG)
    done = subprocess.run(
        ["gdb", "-nx", "-batch", "-x", script, "--args", binary, str(n)],
        capture_output=True,
        check=True,
        text=True,
    )
    calls = [line for line in done.stdout.splitlines() if re.fullmatch(r"\d+:( \d+)*", line)]
    real = subprocess.run([binary, str(n)], capture_output=True, check=True, text=True).stdout
    return calls, real


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, nargs="*", default=[4, 5, 6])
    args = parser.parse_args()
    if tokens(notes_queen1(8)) != tokens(NOTES_QUEEN1):
        print("notes_queen1(8) is not the notes' queen1")
        return 1
    failures = 0
    with crosscheck.scratch_dir("nqueens-notes-") as work:
        binary = crosscheck.build_c("brute", work, debug=True)[0]
        for n in args.n:
            notes_calls, notes_out = run_notes(n, work)
            calls, out = run_brute(n, work, binary)
            same_calls = calls == notes_calls
            same_out = out.replace("\n", "") == notes_out
            failures += not (same_calls and same_out)
            print(
                f"n={n}: check calls {'same' if same_calls else 'DIFFERENT'} ({len(calls)} vs the notes' {len(notes_calls)}),"
                f" output {'same' if same_out else 'DIFFERENT'} ({out.count(chr(10))} solutions)"
            )
        print("the notes' program, compiled by gcc:")
        for n in range(4, 9):
            notes_calls, notes_out = run_notes(n, work)
            full = sum(1 for c in notes_calls if c.startswith(f"{n}:"))
            print(f"  n={n}: {len(notes_calls)} check calls, {full} full boards checked, {len(notes_out) // n} solutions")
    return crosscheck.summary(failures)


if __name__ == "__main__":
    sys.exit(main())
