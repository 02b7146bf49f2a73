//! The canonical text of a line step (docs/programs.md): `LINE|FRAMES|GLOBALS`.

use super::compile::Program;
use super::machine::Machine;
use super::value::{write_value, Value};

/// The canonical text of the machine's current step.
pub(crate) fn step_text(m: &Machine, p: &Program) -> String {
    let mut out = String::new();
    out.push_str(&m.line().to_string());
    out.push('|');
    for (k, f) in m.frames().iter().enumerate() {
        if k > 0 {
            out.push_str(" > ");
        }
        let func = &p.funcs[f.func as usize];
        out.push_str(&func.name);
        out.push('(');
        let mut first = true;
        for (slot, v) in f.locals.iter().enumerate() {
            if *v == Value::Dead {
                continue;
            }
            if !first {
                out.push_str(", ");
            }
            first = false;
            out.push_str(&func.locals[slot].0);
            out.push('=');
            write_value(&mut out, v, &m.heap, 0);
        }
        out.push(')');
    }
    out.push('|');
    for (k, (name, _)) in p.globals.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        out.push('=');
        write_value(&mut out, &m.globals[k], &m.heap, 0);
    }
    out
}
