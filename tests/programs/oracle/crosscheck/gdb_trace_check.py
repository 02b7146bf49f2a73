"""Line-by-line cross-check of the C and C++ transliterations against gdb.

Each C/C++ view is compiled unchanged (as in crosscheck.py, plus `-g -O0`) and
stepped with gdb's `step` (gdb_steps.py). Its stops are normalised, then
compared with the oracle's steps for the same n: same LINE, same frames, and
every variable and global the oracle shows has the same value in the real
program. Normalisations (about gcc's line table and C's lack of `?`):
- a stop on a line that is only `}` is dropped (gcc's function epilogue);
- a stop back in the caller's line right after a return (gdb's `step` stops
  there, inside the line or at the line-table entry gcc puts after the call) is
  dropped: docs/programs.md gives the caller no new step after a return;
- a stop on a line the oracle marks `decl` is dropped (docs/programs.md: a
  declaration without initializer is not a step; g++ runs the constructor of
  `vector<string> tmps;` there);
- the collapse rule of docs/programs.md is applied;
- an oracle `?` (uninitialised) matches any value; a variable gdb shows but the
  oracle does not (gcc's lexical blocks start at the loop, the oracle's
  variables at their declaration's execution) is ignored.
Usage: python3 gdb_trace_check.py [--n 4 5] [views...]; exit 1 on a difference.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crosscheck  # noqa: E402
from crosscheck import oracle  # noqa: E402

PROGRAMS = {
    # view: (source, entry, program functions, globals as gdb expressions)
    "iterative": ("iterative.c", "queen2", "queen2,backdate,check,output", "a,n"),
    "flags": ("flags.c", "queen3", "queen3,try,output", "a,b,c,d,n,t,i,j,k"),
    "brute": ("brute.c", "queen1", "queen1,put,check,output", "a,n"),
    "cpp": ("cpp.cpp", "Solution::solveNQueens", "solveNQueens,n_queens,isValid,PrintN", "this->re"),
}
C_VIEWS = list(PROGRAMS)


def skipped_lines(view):
    """`}`-only lines of the source and the oracle's `decl` lines."""
    source_name = PROGRAMS[view][0]
    lines = crosscheck.read_source(source_name).split("\n")
    skipped = {i for i, text in enumerate(lines, start=1) if re.sub(r"//.*", "", text).strip() in ("}", "};")}
    with open(oracle.view_path(view), encoding="utf-8") as file:
        for text in file:
            match = oracle.ANNOTATION.search(text)
            if match and match.group(2):
                skipped.add(int(match.group(1)))
    return skipped


def gdb_steps(view, n, work):
    source_name, entry, functions, globals_ = PROGRAMS[view]
    if view == "cpp":
        binary = crosscheck.build_cpp(work, debug=True)[0]
    else:
        binary = crosscheck.build_c(view, work, debug=True)[0]
    out = os.path.join(work, f"{view}-{n}.jsonl")
    env = dict(
        os.environ,
        GDB_STEPS_OUT=out,
        GDB_STEPS_ENTRY=entry,
        GDB_STEPS_FUNCTIONS=functions,
        GDB_STEPS_GLOBALS=globals_,
    )
    subprocess.run(
        ["gdb", "-nx", "-batch", "-x", os.path.join(HERE, "gdb_steps.py"), "--args", binary, str(n)],
        env=env,
        capture_output=True,
        check=True,
    )
    with open(out, encoding="utf-8") as file:
        raw = [json.loads(line) for line in file]
    ending = raw.pop()
    if ending["end"] != "returned" or ending["problems"]:
        raise RuntimeError(f"gdb run of {view} n={n} ended badly: {ending}")
    skipped = skipped_lines(view)
    steps, last, line_at_depth, depth = [], None, {}, 0
    for stop in raw:
        returned = len(stop["frames"]) < depth and line_at_depth.get(len(stop["frames"])) == stop["line"]
        depth = len(stop["frames"])
        line_at_depth[depth] = stop["line"]
        if stop["line"] in skipped or stop["midline"] or returned:
            continue
        key = (stop["line"], len(stop["frames"]))
        if key == last:
            continue
        last = key
        steps.append(stop)
    return steps


def oracle_steps(view, n):
    steps = []

    def keep(line, frames, globals_):
        steps.append(
            {
                "line": line,
                "frames": [(name, [(var, oracle.render(val)) for var, val in variables]) for name, variables in frames],
                "globals": [(var, oracle.render(val)) for var, val in globals_],
            }
        )

    oracle.run(view, n, on_step=keep)
    return steps


def canonical(value, cells):
    """gdb's value as canonical text; a pointer shows `cells` cells."""
    if isinstance(value, dict):
        value = value["ptr"][:cells]
    if isinstance(value, list):
        return "[" + ", ".join(canonical(v, cells) for v in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def same(expected_text, actual):
    cells = 0 if expected_text == "[]" else expected_text.count(",") + 1
    pattern = re.escape(expected_text).replace(r"\?", r"-?\d+")
    return re.fullmatch(pattern, canonical(actual, cells)) is not None


def difference(ours, real):
    """None, or a sentence saying how one step differs."""
    if ours["line"] != real["line"]:
        return f"line {ours['line']} vs gdb {real['line']}"
    names = [name for name, _ in ours["frames"]]
    if names != [f["name"] for f in real["frames"]]:
        return f"frames {names} vs gdb {[f['name'] for f in real['frames']]}"
    for (name, variables), frame in zip(ours["frames"], real["frames"]):
        for var, text in variables:
            if var not in frame["vars"] or not same(text, frame["vars"][var]):
                return f"{name}: {var}={text} vs gdb {frame['vars'].get(var, '(absent)')}"
    for var, text in ours["globals"]:
        if not same(text, real["globals"].get(var)):
            return f"global {var}={text} vs gdb {real['globals'].get(var)}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, nargs="+", default=[4, 5])
    parser.add_argument("views", nargs="*", default=C_VIEWS)
    args = parser.parse_args()
    failures = 0
    with crosscheck.scratch_dir("nqueens-gdb-") as work:
        for view in args.views:
            for n in args.n:
                real = gdb_steps(view, n, work)
                ours = oracle_steps(view, n)
                problem = None
                for index, (mine, theirs) in enumerate(zip(ours, real)):
                    problem = difference(mine, theirs)
                    if problem:
                        problem = f"step {index + 1}: {problem}"
                        break
                if problem is None and len(ours) != len(real):
                    problem = f"oracle {len(ours)} steps, gdb {len(real)}"
                failures += problem is not None
                verdict = "same" if problem is None else "DIFFERENT"
                print(f"{view:10} n={n}  {verdict:9}  {len(ours)} steps" + (f"\n    {problem}" if problem else ""))
    return crosscheck.summary(failures)


if __name__ == "__main__":
    sys.exit(main())
