//! The bit sets of the bit-set views and the boards their declared types
//! hold (issue #24). The notes wrote their bit-set code for 8 queens:
//! `byte cols` holds 8 columns and `short leftTop, rightTop` the 15
//! diagonals of an 8×8 board, so even with its two bugs fixed the printed
//! program is right only up to n = 8. The fix check reads the widths from
//! the learner's own declarations, so that it asks of a program only the
//! boards its masks can hold.

use super::ast::Ty;
use super::catalog::View;
use super::compile::ty_name;
use super::parser::parse;
use crate::Error;

/// What a mask marks, and so how many bits an n×n board needs of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Marks {
    /// One bit per column: n bits.
    Columns,
    /// One bit per diagonal: 2n - 1 bits.
    Diagonals,
}

/// A bit set of a program as its text declares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaskWidth {
    /// The variable's name (`cols`).
    pub name: String,
    /// Its declared type in Java terms (`byte`, `short`, `int`, `long`).
    pub ty: String,
    /// Its width in bits.
    pub bits: u32,
    /// The largest board size it holds: `bits` for columns,
    /// `(bits + 1) / 2` for diagonals (2n - 1 of them).
    pub max_n: usize,
}

/// The bit sets of a view's program and what each marks (none for the
/// views that keep their board in arrays, or their masks in parameters).
fn masks_of(view: View) -> &'static [(&'static str, Marks)] {
    match view {
        View::Bitmask | View::BitmaskPrinted => &[
            ("cols", Marks::Columns),
            ("leftTop", Marks::Diagonals),
            ("rightTop", Marks::Diagonals),
        ],
        _ => &[],
    }
}

/// The widths of the view's bit sets as `source` (a program in the view's
/// language) declares them, in the order the view names them; a mask that
/// is not declared as a global integer is left out (it limits nothing). A
/// parse error of the source is returned.
///
/// ```
/// use nqueens_lab::programs::{mask_widths, View};
/// let printed = View::BitmaskPrinted.source("en")?;
/// let widths = mask_widths(View::BitmaskPrinted, printed)?;
/// let holds: Vec<_> = widths.iter().map(|m| (m.ty.as_str(), m.max_n)).collect();
/// assert_eq!(holds, [("byte", 8), ("short", 8), ("short", 8)]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn mask_widths(view: View, source: &str) -> Result<Vec<MaskWidth>, Error> {
    let wanted = masks_of(view);
    if wanted.is_empty() {
        return Ok(vec![]);
    }
    let unit = parse(source).map_err(Error::Program)?;
    let mut out = vec![];
    for (name, marks) in wanted {
        let Some(decl) = unit.globals.iter().rev().find(|d| d.name == *name) else {
            continue;
        };
        let bits = match decl.ty {
            Ty::Int(b) => u32::from(b),
            Ty::Char => 16,
            _ => continue,
        };
        let max_n = match marks {
            Marks::Columns => bits,
            // 2n - 1 <= bits: n <= (bits + 1) / 2, rounded down
            Marks::Diagonals => bits.div_ceil(2),
        } as usize;
        out.push(MaskWidth {
            name: (*name).to_string(),
            ty: ty_name(&decl.ty),
            bits,
            max_n,
        });
    }
    Ok(out)
}

/// The largest board size all of `masks` hold (`None`: no mask, no limit).
pub fn masks_hold(masks: &[MaskWidth]) -> Option<usize> {
    masks.iter().map(|m| m.max_n).min()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holds(view: View, source: &str) -> Option<usize> {
        masks_hold(&mask_widths(view, source).unwrap())
    }

    #[test]
    fn the_declared_widths_give_the_boards_held() {
        let printed = View::BitmaskPrinted.source("zh").unwrap();
        assert_eq!(holds(View::BitmaskPrinted, printed), Some(8));
        let corrected = View::Bitmask.source("en").unwrap();
        assert_eq!(holds(View::Bitmask, corrected), Some(16));
        // cols widened only: the shorts still hold 15 diagonals
        let cols = printed.replace("byte cols", "int cols");
        assert_eq!(holds(View::BitmaskPrinted, &cols), Some(8));
        // every mask a byte: 2n - 1 <= 8 diagonals
        let bytes = printed.replace("short ", "byte ");
        assert_eq!(holds(View::BitmaskPrinted, &bytes), Some(4));
        let longs = printed
            .replace("byte cols", "long cols")
            .replace("short ", "long ");
        assert_eq!(holds(View::BitmaskPrinted, &longs), Some(32));
        // a mask renamed or not an integer limits nothing
        let renamed = printed.replace("byte cols;", "byte columns;");
        let w = mask_widths(View::BitmaskPrinted, &renamed).unwrap();
        assert_eq!(
            w.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(),
            ["leftTop", "rightTop"]
        );
        // views without masks
        let recursive = View::Recursive.source("en").unwrap();
        assert_eq!(holds(View::Recursive, recursive), None);
    }

    #[test]
    fn a_parse_error_is_returned() {
        assert!(matches!(
            mask_widths(View::BitmaskPrinted, "byte cols"),
            Err(Error::Program(_))
        ));
    }
}
