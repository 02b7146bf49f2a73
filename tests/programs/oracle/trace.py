"""The oracle's tracer: `python3 trace.py <view> <n>` prints a program's line trace.

Runs the transliteration tests/programs/oracle/<view>.py under sys.settrace and
prints one canonical line per line step (`LINE|FRAMES|GLOBALS`, docs/programs.md),
then `OUTPUT ` + the JSON string of everything the program printed.

A Python line is a step of source line N when it carries the comment `# LN`
(`# LN decl` lines run but are not steps; unmarked lines, such as the `del` that
ends a block, are not steps). Only frames of the view module's functions are
program frames; the tracer's and runtime.py's helpers never appear.
"""
import importlib.util
import inspect
import json
import os
import re
import sys
from collections import namedtuple

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import runtime  # noqa: E402  (needs HERE on sys.path)

VIEWS = [
    "recursive",
    "booleans",
    "list",
    "cpp",
    "iterative",
    "flags",
    "bitmask",
    "bitmask-printed",
    "leetcode",
    "brute",
]

ANNOTATION = re.compile(r"#\s*L(\d+)(\s+decl)?\b")


def view_path(view):
    if view not in VIEWS:
        raise ValueError(f"unknown view {view!r}; one of: {', '.join(VIEWS)}")
    return os.path.join(HERE, f"{view}.py")


def line_map(view):
    """Python line number -> source line for step lines (decl lines excluded)."""
    steps = {}
    with open(view_path(view), encoding="utf-8") as file:
        for number, text in enumerate(file, start=1):
            match = ANNOTATION.search(text)
            if match and not match.group(2):
                steps[number] = int(match.group(1))
    return steps


def load_view(view):
    """A fresh module object per run: the program's globals start from scratch."""
    name = "oracle_view_" + view.replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, view_path(view))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def program_functions(module):
    """Code object -> the source program's function name (`try_` -> `try`)."""
    codes = {}
    for py_name, obj in vars(module).items():
        if inspect.isfunction(obj) and obj.__module__ == module.__name__ and py_name != "entry":
            codes[obj.__code__] = py_name.rstrip("_")
    return codes


# ---- rendering ----------------------------------------------------------------


def render(value):
    if value is runtime.UNINIT:
        return "?"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, runtime.CppString):
        return json.dumps(value.text(), ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(render(cell) for cell in list.__iter__(value)) + "]"
    raise TypeError(f"no canonical rendering for {value!r}")


def render_step(line, frames, globals_):
    frame_text = " > ".join(
        name + "(" + ", ".join(f"{var}={render(val)}" for var, val in variables) + ")"
        for name, variables in frames
    )
    global_text = ", ".join(f"{var}={render(val)}" for var, val in globals_)
    return f"{line}|{frame_text}|{global_text}"


# ---- running ----------------------------------------------------------------------


def frame_variables(frame):
    """Parameters, then locals in declaration order (co_varnames order: the
    transliteration declares them in the source's order), those in scope only."""
    present = frame.f_locals
    return [(var, present[var]) for var in frame.f_code.co_varnames if var in present and not var.startswith("_")]


def globals_of(module):
    this = getattr(module, "this", None)
    source = vars(this) if this is not None else vars(module)
    return [(var, source[var]) for var in module.GLOBALS]


# value: what the entry returned; output: everything printed; program: the
# module after the run (its globals, or `this` for class programs).
Run = namedtuple("Run", "value output program")


def run(view, n, on_step=None, traced=True):
    """Runs one view for board size n.

    on_step(line, frames, globals) is called once per (collapsed) line step with
    live values: frames outermost first as (name, [(var, value), ...]).
    """
    module = load_view(view)
    runtime.start(n)
    if not traced:
        return Run(module.entry(n), runtime.output_text(), module)
    steps = line_map(view)
    codes = program_functions(module)
    last = [None]

    def local_trace(frame, event, _arg):
        if event == "line":
            line = steps.get(frame.f_lineno)
            if line is not None:
                record(frame, line)
        return local_trace

    def record(frame, line):
        stack = []
        walker = frame
        while walker is not None:
            name = codes.get(walker.f_code)
            if name is not None:
                stack.append((name, frame_variables(walker)))
            walker = walker.f_back
        stack.reverse()
        key = (line, len(stack))
        if key == last[0]:
            return  # consecutive steps, same line, same depth: one step
        last[0] = key
        if on_step is not None:
            on_step(line, stack, globals_of(module))

    def global_trace(frame, event, _arg):
        if event == "call" and frame.f_code in codes:
            return local_trace
        return None

    sys.settrace(global_trace)
    try:
        result = module.entry(n)
    finally:
        sys.settrace(None)
    return Run(result, runtime.output_text(), module)


def canonical_text(view, n):
    lines = []
    output = run(view, n, lambda line, frames, globals_: lines.append(render_step(line, frames, globals_))).output
    lines.append("OUTPUT " + json.dumps(output, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(f"usage: python3 trace.py <view> <n>\nviews: {' '.join(VIEWS)}\n")
        return 2
    view, n_text = argv[1], argv[2]
    if view not in VIEWS:
        sys.stderr.write(f"unknown view {view!r}; one of: {' '.join(VIEWS)}\n")
        return 2
    if not n_text.isdigit() or not 1 <= int(n_text) <= 19:
        sys.stderr.write("n must be an integer from 1 to 19\n")
        return 2
    sys.stdout.write(canonical_text(view, int(n_text)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
