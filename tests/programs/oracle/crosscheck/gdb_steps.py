# Runs inside gdb (gdb -batch -x gdb_steps.py --args BINARY N): steps a C/C++
# program line by line from its entry function with gdb's `step` and writes one
# JSON object per stop to the file in $GDB_STEPS_OUT:
#   {"line": L, "frames": [{"name": f, "vars": {name: value}}], "globals": {...}}
# outermost frame first. Values: ints, lists (arrays; a pointer as "ptr" + the
# first 24 cells), strings (std::string). Only functions named in
# $GDB_STEPS_FUNCTIONS are program frames; library and prelude code is skipped.
import json
import os
import re

import gdb

FUNCTIONS = set(os.environ["GDB_STEPS_FUNCTIONS"].split(","))
GLOBALS = [g for g in os.environ.get("GDB_STEPS_GLOBALS", "").split(",") if g]
ENTRY = os.environ["GDB_STEPS_ENTRY"]
POINTER_CELLS = 24


def short_name(frame):
    name = re.sub(r"\[abi:\w+\]|\(.*\)$", "", frame.name() or "")  # Solution::f[abi:cxx11](int)
    return name.split("::")[-1]


def render(value):
    kind = value.type.strip_typedefs()
    code = kind.code
    if code == gdb.TYPE_CODE_INT or code == gdb.TYPE_CODE_BOOL or code == gdb.TYPE_CODE_CHAR:
        return int(value)
    if code == gdb.TYPE_CODE_ARRAY:
        low, high = kind.range()
        return [render(value[i]) for i in range(low, high + 1)]
    if code == gdb.TYPE_CODE_PTR:
        return {"ptr": [int(value[i]) for i in range(POINTER_CELLS)]}
    if code == gdb.TYPE_CODE_REF:
        return render(value.referenced_value())
    name = kind.name or ""
    if name.startswith("std::vector"):
        start = value["_M_impl"]["_M_start"]
        count = int(value["_M_impl"]["_M_finish"] - start)
        if not 0 <= count <= 1000:
            return "<garbage>"  # not constructed yet (gdb's scope starts before its declaration)
        return [render(start[i]) for i in range(count)]
    if "basic_string" in name:
        length = int(value["_M_string_length"])
        if not 0 <= length <= 1000:
            return "<garbage>"  # not constructed yet
        return value["_M_dataplus"]["_M_p"].string(length=length)
    return "<%s>" % name


def frame_vars(frame):
    args, local = {}, {}
    block = frame.block()
    while block is not None:
        for symbol in block:
            if not (symbol.is_argument or symbol.is_variable) or symbol.name == "this":
                continue
            target = args if symbol.is_argument else local
            if symbol.name not in target and symbol.name not in args:
                try:
                    target[symbol.name] = render(symbol.value(frame))
                except Exception:  # noqa: BLE001 - an unconstructed object's garbage
                    target[symbol.name] = "<unreadable>"
        if block.function is not None:
            break
        block = block.superblock
    args.update(local)
    return args


def globals_of(frames):
    found = {}
    for name in GLOBALS:
        if name.startswith("this->"):
            for frame in frames:
                try:
                    found[name[6:]] = render(frame.read_var("this").dereference()[name[6:]])
                    break
                except (gdb.error, ValueError):
                    continue
        else:
            found[name] = render(gdb.lookup_global_symbol(name).value())  # not a shadowing local
    return found


def snapshot():
    frames = []
    frame = gdb.newest_frame()
    while frame is not None:
        if short_name(frame) in FUNCTIONS:
            frames.append(frame)
        frame = frame.older()
    frames.reverse()
    newest = gdb.newest_frame()
    sal = newest.find_sal()
    return {
        "line": sal.line,
        # stopped inside a line, not at its start: gdb's stop after a return
        "midline": newest.pc() != sal.pc,
        "top": short_name(gdb.newest_frame()),
        "frames": [{"name": short_name(f), "vars": frame_vars(f)} for f in frames],
        "globals": globals_of(frames),
    }


gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("skip -gfi /usr/*")
gdb.execute("skip -rfu ^(std|__gnu_cxx)::")
gdb.execute("skip -gfi */c_prelude.h")
gdb.execute("break " + ENTRY)
gdb.execute("run")


def program_depth():
    """Program frames on the stack, and whether the newest frame is one."""
    frame, count = gdb.newest_frame(), 0
    top = short_name(frame) in FUNCTIONS
    while frame is not None:
        count += short_name(frame) in FUNCTIONS
        frame = frame.older()
    return count, top


end, problems = "?", []
with open(os.environ["GDB_STEPS_OUT"], "w") as out:
    while True:
        try:
            count, top = program_depth()
        except gdb.error:
            end = "exited"
            break
        if count == 0:
            end = "returned"  # back in main: the entry returned
            break
        try:
            if top:
                out.write(json.dumps(snapshot()) + "\n")
                gdb.execute("step", to_string=True)
            else:
                gdb.execute("finish", to_string=True)  # library code `skip` let in
        except gdb.error as error:
            problems.append(str(error))
            if len(problems) > 20:
                end = "errors"
                break
    out.write(json.dumps({"end": end, "problems": problems}) + "\n")
gdb.execute("kill")
