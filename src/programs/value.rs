//! Run-time values and the heap of arrays, lists and vectors.

use std::fmt::Write;
use std::rc::Rc;

/// One value of the interpreted program.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// Any integer type, already narrowed to its declared width.
    Int(i64),
    /// `boolean` / `bool`.
    Bool(bool),
    /// `char`, as a Unicode scalar value.
    Char(u32),
    /// A string (Java `String`, C++ `string`).
    Str(Rc<str>),
    /// An array, list or vector on the heap.
    Ref(u32),
    /// Java `null`.
    Null,
    /// A variable or cell never assigned (C locals, C++ `new int[n]`): shown `?`.
    Uninit,
    /// A local not in scope (its declaration not reached, or its block ended).
    Dead,
}

/// What kind of container a heap object is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ObjKind {
    /// A Java array or a C array/pointer: fixed length.
    Array,
    /// A Java `ArrayList`.
    List,
    /// A C++ `vector`.
    Vector,
}

/// A heap object: its cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Obj {
    /// Its kind.
    pub kind: ObjKind,
    /// Its cells, in order.
    pub cells: Vec<Value>,
}

/// Sign-extends the low `bits` bits of `v`: Java's and C's narrowing.
#[inline]
pub(crate) fn wrap(v: i64, bits: u8) -> i64 {
    match bits {
        8 => v as i8 as i64,
        16 => v as i16 as i64,
        32 => v as i32 as i64,
        _ => v,
    }
}

/// Writes a value in the canonical trace format of docs/programs.md.
pub(crate) fn write_value(out: &mut String, v: &Value, heap: &[Obj], depth: u32) {
    match v {
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Char(c) => {
            out.push('\'');
            out.push(char::from_u32(*c).unwrap_or('?'));
            out.push('\'');
        }
        Value::Str(s) => write_json_string(out, s),
        Value::Ref(r) => {
            let Some(obj) = heap.get(*r as usize) else {
                out.push('?');
                return;
            };
            if depth > 8 {
                out.push_str("[…]");
                return;
            }
            out.push('[');
            for (k, cell) in obj.cells.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                write_value(out, cell, heap, depth + 1);
            }
            out.push(']');
        }
        Value::Null => out.push_str("null"),
        Value::Uninit | Value::Dead => out.push('?'),
    }
}

/// A string as JSON writes it (non-ASCII characters kept as they are).
pub(crate) fn write_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value as Java's string concatenation or C's print writes it.
pub(crate) fn text_of(v: &Value, heap: &[Obj]) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Char(c) => char::from_u32(*c).unwrap_or('?').to_string(),
        Value::Str(s) => s.to_string(),
        Value::Null => "null".into(),
        Value::Uninit | Value::Dead => "?".into(),
        Value::Ref(_) => {
            let mut s = String::new();
            write_value(&mut s, v, heap, 0);
            s
        }
    }
}
