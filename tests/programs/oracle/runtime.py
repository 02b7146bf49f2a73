"""What the transliterations need from Java and C that Python lacks.

Everything here runs inside a traced program but is not program code: trace.py
records steps only in frames of the view modules, so these helpers never show
up as frames or steps.
"""

# The chosen board size that input(x) assigns, and everything printed so far.
_input_value = None
_output = []


def start(n):
    """Resets the machine for one run with board size n."""
    global _input_value
    _input_value = n
    _output.clear()


def output_text():
    return "".join(_output)


# ---- integer widths ------------------------------------------------------


def _wrap(value, bits):
    mask = (1 << bits) - 1
    value &= mask
    return value - (1 << bits) if value >> (bits - 1) else value


def i8(value):
    """Java (byte) cast: keep the low 8 bits, signed."""
    return _wrap(value, 8)


def i16(value):
    """Java (short) cast."""
    return _wrap(value, 16)


def i32(value):
    """Java int / C int (32-bit, two's complement) arithmetic result."""
    return _wrap(value, 32)


def i64(value):
    return _wrap(value, 64)


def shl(value, count):
    """Java int `value << count`: the count is taken & 31, the result wraps."""
    return i32(value << (count & 31))


def shr(value, count):
    """Java int `value >> count`: arithmetic shift, count & 31."""
    return i32(value) >> (count & 31)


# ---- arrays and values -----------------------------------------------------


class _Uninit:
    """An uninitialised C/C++ cell or variable (rendered `?`)."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self):
        return "?"


UNINIT = _Uninit()


class Arr(list):
    """A fixed-size Java/C array; a negative index is an error, not Python's
    count-from-the-end."""

    def _check(self, index):
        if not isinstance(index, int) or index < 0 or index >= len(self):
            raise IndexError(f"array index {index} out of bounds for length {len(self)}")

    def __getitem__(self, index):
        self._check(index)
        value = list.__getitem__(self, index)
        if value is UNINIT:
            raise ValueError(f"read of uninitialised cell {index}")
        return value

    def __setitem__(self, index, value):
        self._check(index)
        list.__setitem__(self, index, value)


def new_array(length, fill):
    """Java `new int[n]` (fill 0), `new String[n]` (fill None), C++ `new int[n]`
    (fill UNINIT)."""
    if length < 0:
        raise ValueError("negative array size")
    return Arr([fill] * length)


class ArrayList(list):
    """java.util.ArrayList: add, get, size, remove(int index)."""

    def add(self, value):
        self.append(value)
        return True

    def get(self, index):
        if index < 0 or index >= len(self):
            raise IndexError(f"index {index} out of bounds for length {len(self)}")
        return list.__getitem__(self, index)

    def size(self):
        return len(self)

    def remove(self, index):  # remove(int index): the Integer overload is not used
        value = self.get(index)
        del self[index]
        return value


class Vector(list):
    """std::vector: push_back; push_back copies its argument, as C++ does."""

    def push_back(self, value):
        self.append(value.copy() if hasattr(value, "copy") else value)


class CppString:
    """A mutable std::string (`s[i] = 'Q'`), rendered like a string."""

    def __init__(self, count, char):
        self.chars = [char] * count

    def __setitem__(self, index, char):
        if index < 0 or index >= len(self.chars):
            raise IndexError(f"string index {index} out of range")
        self.chars[index] = char

    def copy(self):
        twin = CppString(0, "")
        twin.chars = list(self.chars)
        return twin

    def text(self):
        return "".join(self.chars)


class Fields:
    """The one instance's fields (`this`) of a Java/C++ class program."""


# ---- built-ins -------------------------------------------------------------


def input():  # noqa: A001 - the notes' input(x): x = the chosen n
    return _input_value


def c_abs(value):
    return i32(abs(value))


def _c_text(value):
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError(f"print of unsupported value {value!r}")
    return str(value)


def print(*values):  # noqa: A001 - the notes' pseudo-C print(v, ...)
    """Each argument as text, no separator, no newline added."""
    for value in values:
        _output.append(_c_text(value))


def java_str(value):
    """Java's String.valueOf for the values these programs print or concatenate."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return str(value)
    raise TypeError(f"Java string of unsupported value {value!r}")


def java_print(value):
    """System.out.print(x)."""
    _output.append(java_str(value))


def java_println(*value):
    """System.out.println() / System.out.println(x)."""
    if value:
        _output.append(java_str(value[0]))
    _output.append("\n")
