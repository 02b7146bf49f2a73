"""Line-by-line cross-check of the Java transliterations against the JVM.

Each Java view is compiled with `javac -g` (wrapped as in crosscheck.py) and run
under JdiTrace.java (the JVM's debugger interface, a breakpoint on every entry
of the line table). Its steps are normalised, then compared with the oracle's
canonical text for the same n, line by line (OUTPUT excluded: crosscheck.py
compares outputs). The normalisations, both about javac's line table and not
about the programs:
- a hit on a line that is only `}` is dropped (javac's implicit `return` of a
  void method sits on its closing brace; the step model has no such step);
- the collapse rule of docs/programs.md is applied (javac gives a `for` line
  separate entries for init, test and update).
Usage: python3 jdi_trace_check.py [--n 4 5] [views...]; exit 1 on a difference.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crosscheck  # noqa: E402  (builds the Java programs)
from crosscheck import oracle  # noqa: E402

JAVA_VIEWS = ["recursive", "booleans", "list", "bitmask", "bitmask-printed", "leetcode"]
PROGRAM_CLASS = {"list": "Solution", "leetcode": "Solution"}


def brace_only_lines(view):
    lines = crosscheck.read_source(f"{view}.java").split("\n")
    return {number for number, text in enumerate(lines, start=1) if re.sub(r"//.*", "", text).strip() == "}"}


def normalise(raw_lines, view):
    braces = brace_only_lines(view)
    steps, last = [], None
    for line in raw_lines:
        number, frames, _globals = line.split("|")
        if int(number) in braces:
            continue
        key = (number, frames.count(" > ") if frames else -1)
        if key == last:
            continue
        last = key
        steps.append(line)
    return steps


def jvm_trace(view, n, work, tracer_dir):
    command = crosscheck.build_java(view, os.path.join(work, f"{view}-{n}"))
    classpath = command[command.index("-cp") + 1]
    result = subprocess.run(
        ["java", "-cp", tracer_dir, "JdiTrace", classpath, "Main", str(n), PROGRAM_CLASS.get(view, "Main")],
        capture_output=True,
        check=True,
    )
    return result.stdout.decode("utf-8").splitlines()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, nargs="+", default=[4, 5])
    parser.add_argument("views", nargs="*", default=JAVA_VIEWS)
    args = parser.parse_args()
    failures = 0
    with crosscheck.scratch_dir("nqueens-jdi-") as work:
        tracer_dir = os.path.join(work, "tracer")
        os.makedirs(tracer_dir)
        subprocess.run(["javac", "-d", tracer_dir, os.path.join(HERE, "JdiTrace.java")], check=True)
        for view in args.views:
            for n in args.n:
                jvm = normalise(jvm_trace(view, n, work, tracer_dir), view)
                ours = oracle.canonical_text(view, n).splitlines()[:-1]
                first = next((i for i, (a, b) in enumerate(zip(jvm, ours)) if a != b), None)
                if first is None and len(jvm) == len(ours):
                    print(f"{view:16} n={n}  same       {len(ours)} steps")
                    continue
                failures += 1
                first = min(len(jvm), len(ours)) if first is None else first
                print(f"{view:16} n={n}  DIFFERENT  jvm {len(jvm)} steps, oracle {len(ours)}; first at step {first + 1}")
                print(f"    jvm:    {jvm[first] if first < len(jvm) else '(end)'}")
                print(f"    oracle: {ours[first] if first < len(ours) else '(end)'}")
    return crosscheck.summary(failures)


if __name__ == "__main__":
    sys.exit(main())
