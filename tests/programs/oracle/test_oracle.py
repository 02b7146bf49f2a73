"""Sanity properties of the oracle itself (python3 -m unittest, from this folder
or with it on the path: `python3 -m unittest discover -s tests/programs/oracle`).

Truth used here is outside the transliterations: OEIS A000170, the rules of the
queens' attacks, the source files' own lines, and (for bitmask-printed) the
counts the real Java program printed when compiled with javac (crosscheck/).
"""
import json
import os
import re
import unittest

import runtime
import trace as oracle

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.abspath(os.path.join(HERE, "..", "..", "..", "src", "programs", "sources", "zh"))
EXPECTED = os.path.abspath(os.path.join(HERE, "..", "expected"))

# OEIS A000170, n = 1..10.
A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]
# What `javac bitmask-printed.java` (wrapped in a main) prints for n = 1..10:
# crosscheck/crosscheck.py compares the oracle with the real program.
BITMASK_PRINTED_JAVA = [1, 0, 1, 0, 1, 0, 1, 0, 0, 0]

CORRECT_VIEWS = [v for v in oracle.VIEWS if v != "bitmask-printed"]


def attacks(first, second):
    (row1, col1), (row2, col2) = first, second
    return col1 == col2 or abs(row1 - row2) == abs(col1 - col2)


def non_attacking(queens):
    return all(not attacks(queens[i], queens[j]) for i in range(len(queens)) for j in range(i))


def solutions_of(view, n):
    """(count, list of solutions as column tuples or None) for one untraced run."""
    value, output, program = oracle.run(view, n, traced=False)
    if view in ("recursive",):
        boards = [b for b in output.split("---------------------------\n")[:-1]]
        cols = [tuple(row.split().index("1") for row in board.strip("\n").split("\n")) for board in boards]
        count = int(re.search(r"一共有(\d+)种摆法", output).group(1))
        return count, cols
    if view in ("list", "cpp"):
        rows = lambda board: [r.text() if isinstance(r, runtime.CppString) else r for r in board]  # noqa: E731
        cols = [tuple(row.index("Q") for row in rows(board)) for board in value]
        return len(value), cols
    if view in ("iterative", "brute"):
        cols = [tuple(int(ch) - 1 for ch in line) for line in output.splitlines()]
        return len(cols), cols
    if view == "flags":
        cols = [tuple(int(x) - 1 for x in line.split()[1:]) for line in output.splitlines()]
        return program.t, cols
    if view in ("booleans", "bitmask", "bitmask-printed"):
        return int(re.search(r"一共有(\d+)种摆法", output).group(1)), None
    if view == "leetcode":
        return value, None
    raise AssertionError(view)


def max_n(view):
    return 8  # brute.c's a[9] holds 8 rows, the notes' own size


class CountsTest(unittest.TestCase):
    def test_correct_programs_count_a000170_for_n_1_to_8(self):
        for view in CORRECT_VIEWS:
            for n in range(1, max_n(view) + 1):
                with self.subTest(view=view, n=n):
                    count, cols = solutions_of(view, n)
                    self.assertEqual(count, A000170[n - 1])
                    if cols is not None:
                        self.assertEqual(len(cols), count)
                        self.assertEqual(len(set(cols)), count, "solutions are distinct")
                        for solution in cols:
                            self.assertEqual(len(solution), n)
                            self.assertTrue(non_attacking(list(enumerate(solution))), solution)

    def test_programs_that_list_solutions_find_the_same_ones(self):
        for n in range(4, 7):
            found = {}
            for view in ("recursive", "list", "cpp", "iterative", "flags", "brute"):
                found[view] = sorted(solutions_of(view, n)[1])
            first = found["recursive"]
            for view, solutions in found.items():
                with self.subTest(view=view, n=n):
                    self.assertEqual(solutions, first)

    def test_bitmask_printed_counts_what_java_prints(self):
        counts = [solutions_of("bitmask-printed", n)[0] for n in range(1, 11)]
        self.assertEqual(counts, BITMASK_PRINTED_JAVA)

    def test_bitmask_printed_departs_from_the_corrected_one(self):
        printed = [solutions_of("bitmask-printed", n)[0] for n in range(4, 9)]
        self.assertNotEqual(printed, A000170[3:8])


def board_of(view, frames, globals_):
    """The queens placed so far, as (row, col), read from the program's own data."""
    named = [(name, dict(variables)) for name, variables in frames]
    fields = dict(globals_)

    def deepest(function):
        found = [v for name, v in named if name == function]
        return found[-1] if found else None

    if view == "recursive":
        place = deepest("place")
        return [] if place is None else [(r, fields["queens"][r]) for r in range(place["row"])]
    if view == "list":
        search = deepest("search")
        return [] if search is None else list(enumerate(search["cols"]))
    if view == "cpp":
        queens = deepest("n_queens")
        return [] if queens is None else [(r, queens["a"][r]) for r in range(queens["index"])]
    if view == "iterative":
        back = deepest("backdate")
        if back is None or back.get("k", runtime.UNINIT) is runtime.UNINIT:
            return []
        return [(r, fields["a"][r]) for r in range(1, back["k"])]
    if view == "brute":
        put = deepest("put")
        return [] if put is None else [(r, fields["a"][r]) for r in range(1, put["i"])]
    if view == "flags":
        tries = deepest("try")
        return [] if tries is None else [(r, fields["a"][r]) for r in range(1, tries["i"])]
    if view in ("booleans", "bitmask"):
        places = [v for name, v in named if name == "place"]
        return [(v["row"], v["col"]) for v in places[:-1]]
    if view == "leetcode":
        places = [v for name, v in named if name == "place"]
        return [(v["row"], v["bit"].bit_length() - 1) for v in places[:-1]]
    raise AssertionError(view)


class TracedBoardTest(unittest.TestCase):
    def test_board_never_has_two_queens_attacking(self):
        for view in CORRECT_VIEWS:
            for n in (4, 5, 6):
                full = [0]

                def check(line, frames, globals_, view=view, n=n, full=full):
                    queens = board_of(view, frames, globals_)
                    self.assertTrue(non_attacking(queens), f"{view} n={n} line {line}: {queens}")
                    full[0] += len(queens) == n - 1

                with self.subTest(view=view, n=n):
                    oracle.run(view, n, on_step=check)
                    self.assertGreater(full[0], 0, "the board reached n - 1 queens")


class CanonicalTextTest(unittest.TestCase):
    longMessage = False
    maxDiff = 2000

    STEP = re.compile(r"^(\d+)\|([^|]*)\|([^|]*)$")

    def test_expected_files_are_fresh(self):
        with open(os.path.join(HERE, "expected_runs.txt"), encoding="utf-8") as file:
            runs = [line.split() for line in file if line.strip() and not line.startswith("#")]
        self.assertEqual(len(runs), 21)
        for view, n in runs:
            with self.subTest(view=view, n=n):
                with open(os.path.join(EXPECTED, f"{view}-n{n}.txt"), encoding="utf-8") as file:
                    self.assertEqual(file.read(), oracle.canonical_text(view, int(n)), "run generate.sh")

    def test_shape_of_every_line(self):
        for view in oracle.VIEWS:
            text = oracle.canonical_text(view, 4).splitlines()
            with self.subTest(view=view):
                self.assertTrue(text[-1].startswith("OUTPUT "))
                json.loads(text[-1][len("OUTPUT "):])
                previous = None
                for line in text[:-1]:
                    match = self.STEP.match(line)
                    self.assertIsNotNone(match, line)
                    key = (match.group(1), match.group(2).count(" > "))
                    self.assertNotEqual(key, previous, "collapsed")
                    previous = key
                    self.assertNotIn("_", re.sub(r'"[^"]*"', "", match.group(2)).replace("n_queens", ""))

    def test_facts_the_issue_names(self):
        iterative = oracle.canonical_text("iterative", 4)
        self.assertIn("a=[0, 1, 5, 5, 5, 0", iterative)  # stale 5s: 注意下一个皇后一定要从头开始搜索
        recursive = oracle.canonical_text("recursive", 4)
        self.assertIn("isValid(row=1, col=0, i=0)", recursive)
        # back in row 1 after row 2 failed: the array still holds row 1's queen
        self.assertIn("\n21|placeQueens(n=4) > place(row=0, col=0) > place(row=1, col=2)|queens=[0, 2, 0, 0], ways=0\n", recursive)
        cpp = oracle.canonical_text("cpp", 4)
        self.assertIn("56|solveNQueens(n=4, a=[?, ?, ?, ?])|re=[]", cpp)
        leetcode = oracle.canonical_text("leetcode", 4)
        self.assertIn("8|totalNQueens(n=4)|n=0, mask=0, ways=0", leetcode)
        flags = oracle.canonical_text("flags", 4)
        self.assertIn("|queen3(i=?)|", flags)
        # The notes' queen1 at n = 4 calls check 4 * 4 = 16 times in loop 2, 6 * 4 = 24 in loop 3
        # (6 safe pairs) and 4 * 4 = 16 in loop 4 (4 safe triples): 56, 16 of them on full boards
        # (what the notes' program compiled by gcc does: crosscheck/notes_queen1.py); loop 1 has none.
        calls = re.compile(r"26\|.* > check\(.*, i=\?, j=\?\)\|")  # check's first step, i and j not yet set
        brute = [line for line in oracle.canonical_text("brute", 4).splitlines() if calls.match(line)]
        self.assertEqual(len(brute), 56)
        self.assertEqual(sum("check(a=[" in line and ", n=4, i=?" in line for line in brute), 16)
        self.assertFalse(any("put(i=1) > check" in line for line in brute))
        printed = oracle.canonical_text("bitmask-printed", 8)
        self.assertIn("cols=-1,", printed)  # the byte's sign: (byte)(cols | 128) went negative

    def test_rendering(self):
        self.assertEqual(oracle.render([1, runtime.UNINIT, None, True, "Q.", [0]]), '[1, ?, null, true, "Q.", [0]]')
        self.assertEqual(oracle.render(runtime.CppString(2, ".")), '".."')


class RuntimeTest(unittest.TestCase):
    def test_java_widths(self):
        self.assertEqual(runtime.i8(128), -128)
        self.assertEqual(runtime.i8(-129), 127)
        self.assertEqual(runtime.i16(1 << 15), -32768)
        self.assertEqual(runtime.i16(1 << 16), 0)
        self.assertEqual(runtime.i32(1 << 31), -(1 << 31))
        self.assertEqual(runtime.shl(1, 32), 1)  # Java: the count is & 31
        self.assertEqual(runtime.shl(1, 33), 2)
        self.assertEqual(runtime.shl(3, 31), -(1 << 31))
        self.assertEqual(runtime.shr(-8, 1), -4)

    def test_arrays_refuse_negative_indices(self):
        cells = runtime.new_array(3, 0)
        with self.assertRaises(IndexError):
            cells[-1]
        with self.assertRaises(ValueError):
            runtime.new_array(2, runtime.UNINIT)[0]


# A source statement line: ends with `;` or starts with if / for / while (after
# stripping a `//` comment); function signatures and class lines are not.
STATEMENT = re.compile(r"^\s*(if|for|while)\b|^\s*[^\s}].*;\s*$")
DECLARATION = re.compile(r"^\s*(int|byte|short|long|boolean|vector<[^;]*>)\s+[\w\s,\[\]]+;\s*$|^\s*(int|boolean)\[\] \w+;\s*$")


class AnnotationTest(unittest.TestCase):
    def source_lines(self, view):
        with open(oracle.view_path(view), encoding="utf-8") as file:
            source_name = re.search(r'^SOURCE = "([^"]+)"', file.read(), re.M).group(1)
        with open(os.path.join(SOURCES, source_name), encoding="utf-8") as file:
            return [re.sub(r"//.*", "", line).rstrip() for line in file]

    def annotations(self, view):
        steps, decls = set(), set()
        with open(oracle.view_path(view), encoding="utf-8") as file:
            for text in file:
                match = oracle.ANNOTATION.search(text)
                if match:
                    (decls if match.group(2) else steps).add(int(match.group(1)))
        return steps, decls

    def test_every_statement_of_the_source_is_transliterated(self):
        for view in oracle.VIEWS:
            lines = self.source_lines(view)
            statements = {i + 1 for i, line in enumerate(lines) if STATEMENT.search(line)}
            steps, decls = self.annotations(view)
            with self.subTest(view=view):
                self.assertEqual(steps | decls, statements)
                for number in decls:
                    self.assertRegex(lines[number - 1], DECLARATION, "a decl is a declaration without initializer")
                for number in steps:
                    self.assertNotRegex(lines[number - 1], DECLARATION, f"line {number} is not a step")

    def test_every_line_of_a_program_function_is_annotated_or_a_block_end(self):
        for view in oracle.VIEWS:
            with open(oracle.view_path(view), encoding="utf-8") as file:
                lines = file.read().split("\n")
            inside = False
            for number, text in enumerate(lines, start=1):
                if text.startswith("def "):
                    inside = not text.startswith("def entry(")
                    continue
                if not text.startswith(" "):
                    inside = inside and not text.strip()
                    continue
                code = text.strip()
                if not inside or not code or code.startswith("#"):
                    continue
                with self.subTest(view=view, line=number):
                    annotated = oracle.ANNOTATION.search(text) is not None
                    self.assertTrue(annotated or re.match(r"(del |global |else:)", code), text)


if __name__ == "__main__":
    unittest.main()
