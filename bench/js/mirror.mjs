// The plain JavaScript baseline for `make bench`: the same bitmask counter
// with mirror halving as bench/c/mirror.c and nqueens_lab::count_mirror, on
// 32-bit integers (`| 0`, `>>> 0`) and typed-array stacks.
//
//   node bench/js/mirror.mjs N [REPS]
//   -> {"impl":"js-mirror","kernel":"mirror","n":16,"result":14772512,"ms":…,"cpu_ms":…}

function completions(n, row, down, left, right) {
  const full = n === 32 ? 0xffffffff : (1 << n) - 1;
  if (row === n) return 1;
  const avail = new Int32Array(32);
  const ls = new Int32Array(32);
  const ds = new Int32Array(32);
  const rs = new Int32Array(32);
  const last = n - 1;
  let d = row;
  let found = 0;
  ls[d] = left;
  ds[d] = down;
  rs[d] = right;
  avail[d] = full & ~(left | down | right);
  for (;;) {
    const a = avail[d];
    if (a === 0) {
      if (d === row) return found;
      d--;
      continue;
    }
    const bit = a & -a;
    avail[d] = a ^ bit;
    if (d === last) {
      found++;
      continue;
    }
    const l = (ls[d] | bit) << 1;
    const dn = ds[d] | bit;
    const r = (rs[d] | bit) >>> 1;
    d++;
    ls[d] = l;
    ds[d] = dn;
    rs[d] = r;
    avail[d] = full & ~(l | dn | r);
  }
}

/** All solutions of the n-queens puzzle, 1 <= n <= 31, mirror-halved. */
export function countMirror(n) {
  if (n === 1) return 1;
  let total = 0;
  for (let col = 0; col < n >> 1; col++) {
    const bit = 1 << col;
    total += 2 * completions(n, 1, bit, bit << 1, bit >>> 1);
  }
  if (n % 2 === 1) {
    const mid = 1 << (n >> 1);
    const full = (1 << n) - 1;
    let rest = full & ~(mid | (mid << 1) | (mid >>> 1)) & (mid - 1);
    while (rest !== 0) {
      const bit = rest & -rest;
      rest ^= bit;
      total += 2 * completions(n, 2, mid | bit, ((mid << 1) | bit) << 1, ((mid >>> 1) | bit) >>> 1);
    }
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2]);
  const reps = Number(process.argv[3] ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 31 || !Number.isInteger(reps) || reps < 1) {
    console.error('usage: node bench/js/mirror.mjs N [REPS]   (1 <= N <= 31)');
    process.exit(2);
  }
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = countMirror(n);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    console.log(JSON.stringify({ impl: 'js-mirror', kernel: 'mirror', n, result, ms: +ms.toFixed(3), cpu_ms: +((c.user + c.system) / 1e3).toFixed(3) }));
  }
}
