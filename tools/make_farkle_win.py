"""Generate game/ai/farkle_win.bin: two-player Farkle win chances and the win-maximising policy.

For the point limits 1000, 1500, 2000, 3000, 5000 and 10,000 (bankruptcy on;
``--bankruptcy on off`` for both), value iteration over whole games (Neller & Presser's method for Pig
and Farkle) gives

- W[seat][i][j]: the chance that the player to move wins, at the start of its
  turn, with its banked total 50*i and the opponent's 50*j (both below the
  limit). ``seat`` matters because of the final round: when seat 0 reaches the
  limit, seat 1 still gets one turn; when seat 1 reaches it, the game is over.
- the optimal bank decisions per (seat, i, j, dice to roll) as three turn totals
  a1, b1, a2 (steps of 50): bank iff a1 <= t < b1 or t >= a2. The bank set is
  not always a threshold (near the limit it can pay to roll on); the generator
  prints how many decisions the three numbers get wrong.
- G[n][r]: the chance that the last player, in the final round, passes (1) or
  ties (1/2) a leader r*50 points ahead, rolling n dice first.

The turn itself is solved exactly for every state (every roll, every useful
keep, bank or roll), vectorised over all (i, j) with numpy. States are the
scores in steps of 50 (all totals are multiples of 50). Simplification: a
banked total more than EXTRA points past the limit is assumed to bank
(``--extra 8000`` gives the same 2000 table bit for bit).

``--reply`` solves the exact best reply to the medium player instead (the most
any player can win against it). The game reads the file with the standard
library only (game/ai/farkle_win.py); docs/farkle.md explains the model.
Run: nice python tools/make_farkle_win.py  (numpy; minutes per limit, 10,000 the most).
``--reuse game/ai/farkle_win.bin`` keeps the shipped tables and solves only the limits it lacks;
``--warm FILE`` starts a limit from the largest smaller table of FILE, shifted (fewer sweeps);
``--checkpoint W.npy --every 1`` saves W after each sweep (``--resume W.npy`` goes on from it).
"""

from __future__ import annotations

import argparse
import struct
import sys
import time
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import farkle_win  # noqa: E402
from game.ai.farkle import MEDIUM_BANK_AT, medium_keep  # noqa: E402
from game.ai.farkle_win import BANK_LEVEL, STEP, farkle_chance, option_sets  # noqa: E402
from game.rules.farkle import DICE, LIMITS, ROLLS, score, scoring_subsets  # noqa: E402

MAX_KEEP = 8000 // STEP  # the most one keep can score (six 1s)
EXTRA = farkle_win.EXTRA  # past limit + EXTRA, banking is assumed
CHASE_LEVELS = 480  # G up to 24,000 points behind
OUT = ROOT / "game" / "ai" / "farkle_win.bin"
# the presets 1000 and 1500 (options "more") and every main preset; the other limits play on the
# largest smaller table shifted (game/ai/farkle_win.table)
TABLE_LIMITS = tuple(sorted({1000, 1500, *LIMITS}))
MAGIC = farkle_win.MAGIC
OLD_MAGIC = b"FKW1"  # the first layout (no zlib, policy by state): still read, for --reuse


class Menus:
    """The farkle chance and the keep menus of each dice count (game/ai/farkle_win.option_sets)."""

    def __init__(self):
        self.farkle = {n: farkle_chance(n) for n in range(1, DICE + 1)}
        self.sets = {n: option_sets(n) for n in range(1, DICE + 1)}


def chase_table(menus: Menus, levels: int = CHASE_LEVELS) -> np.ndarray:
    """G[n][r]: the last player's best chance to pass (1) or tie (1/2) a leader r steps ahead.

    Valid for leads r >= BANK_LEVEL (any winning or tying total can be banked);
    a smaller lead needs a bankable turn anyway: use G[6][BANK_LEVEL - 1] with the tie left out.
    """
    g = np.zeros((DICE + 1, levels))
    for r in range(levels):
        for n in range(1, DICE + 1):
            value = 0.0
            for p, menu in menus.sets[n]:
                value += p * max(g[left][r - s] if r - s >= 0 else 1.0 for s, left in menu)
            g[n][r] = max(value, 0.5) if r == 0 else value
    return g


def chase_value(g: np.ndarray, need: np.ndarray, reach: np.ndarray) -> np.ndarray:
    """The chaser's winning chance for leads ``need`` (steps, > 0)."""
    need = np.asarray(need)
    out = g[DICE][np.minimum(need, g.shape[1] - 1)]
    out = np.where(need >= g.shape[1] - 1, 0.0, out)
    return np.where(need < BANK_LEVEL, reach, out)


def reach_400(menus: Menus) -> float:
    """The chance to make a bankable turn (at least 400) from six dice."""
    r = np.zeros((DICE + 1, BANK_LEVEL + 1))
    for j in range(1, BANK_LEVEL + 1):
        for n in range(1, DICE + 1):
            r[n][j] = sum(
                p * max(r[left][j - s] if j > s else 1.0 for s, left in menu) for p, menu in menus.sets[n]
            )
    return float(r[DICE][BANK_LEVEL])


class Solver:
    """Value iteration for one (limit, bankruptcy)."""

    def __init__(self, menus: Menus, limit: int, bankruptcy: bool, extra: int = EXTRA):
        self.m = menus
        self.L = limit // STEP
        self.bankruptcy = bankruptcy
        self.xcap = self.L + extra // STEP
        self.g = chase_table(menus)
        self.reach = reach_400(menus)
        L = self.L
        self.W = np.full((2, L, L), 0.5)
        self.ring = MAX_KEEP + 1
        xmax = L + self.xcap + self.ring + 2
        self.xs = np.arange(xmax)
        self.policy = np.zeros((2, L, L, DICE, 3), np.int32)  # a1, b1, a2 per (seat, i, j, n)
        self.mismatch = self.decisions = 0

    def bank_values(self, seat: int) -> np.ndarray:
        """B[x][j]: the mover's winning chance after banking to total x (steps) against j."""
        L, W = self.L, self.W
        x = self.xs[:, None]
        j = np.arange(L)[None, :]
        inside = np.where(x < L, 1.0 - W[1 - seat][j, np.minimum(x, L - 1)], 0.0)
        if seat == 0:
            beyond = 1.0 - chase_value(self.g, np.maximum(x - j, 1), self.reach)
        else:
            beyond = np.ones_like(inside)
        return np.where(x < L, inside, beyond).astype(np.float64)

    def turn_ends(self, seat: int):
        """What the mover's turn can end in: B[x][j] after banking to x, F[i][j] after a farkle,
        F0[i][j] after a farkle on the first roll (bankruptcy)."""
        L, other = self.L, self.W[1 - seat]
        F = 1.0 - other.T  # F[i][j]: a farkle leaves the mover at i, the opponent to move at j
        F0 = np.broadcast_to(1.0 - other[:, 0][None, :], (L, L))
        return self.bank_values(seat), F, F0

    def sweep_seat(self, seat: int, record: bool = False) -> np.ndarray:
        """One exact turn for every (i, j) of ``seat`` given the current W; returns the new W[seat]."""
        L = self.L
        B, F, F0 = self.turn_ends(seat)
        B = B.astype(np.float32)
        top = self.L if seat == 1 else self.xcap  # rows with i + t >= top bank (or have won)
        ring = np.zeros((self.ring, DICE, L, L), np.float32)
        levels = max(top, BANK_LEVEL) + 1
        banks = np.ones((levels, DICE, L, L), bool) if record else None  # above ``top``: bank
        t_top = top + self.ring
        result = None
        F32 = F.astype(np.float32)
        F0_32 = (F0 if self.bankruptcy else F).astype(np.float32)
        tmp = np.empty((L, L), np.float32)
        for t in range(t_top, -1, -1):
            bt = B[t : t + L]  # (i, j)
            slot = ring[t % self.ring]
            active = L if t < BANK_LEVEL else max(0, min(L, top - t))
            slot[:, active:, :] = bt[active:]
            if active == 0:
                continue
            for n in range(1, DICE + 1):
                if t == 0 and n != DICE:
                    continue
                r = self.roll_values(ring, t, n, active, F0_32 if t == 0 else F32, tmp)
                if t == 0:
                    result = r
                    continue
                if t >= BANK_LEVEL:
                    bank = bt[:active] >= r
                    slot[n - 1, :active] = np.where(bank, bt[:active], r)
                    if record:
                        banks[t, n - 1, :active] = bank
                else:
                    slot[n - 1, :active] = r
                    if record:
                        banks[t, n - 1, :active] = False
        if record:
            self.record_policy(seat, banks)
        return result

    def roll_values(self, ring, t: int, n: int, active: int, farkle, tmp) -> np.ndarray:
        """R(t, n) for the first ``active`` rows: the farkle chance times ``farkle`` plus, for each
        keep menu, its chance times its best option's value (a slot of ``ring``). Menu by menu on
        views of (active, L), so every operand stays in the cache (a gather of all options at
        once is hundreds of MB at 10,000 and several times slower)."""
        m, size = self.m, self.ring
        r = np.multiply(farkle[:active], np.float32(m.farkle[n]))
        best = tmp[:active]
        for p, menu in m.sets[n]:
            (s, left), rest = menu[0], menu[1:]
            if rest:
                s2, left2 = rest[0]
                np.maximum(
                    ring[(t + s) % size, left - 1, :active],
                    ring[(t + s2) % size, left2 - 1, :active],
                    out=best,
                )
                for s, left in rest[1:]:
                    np.maximum(best, ring[(t + s) % size, left - 1, :active], out=best)
                np.multiply(best, np.float32(p), out=best)
            else:
                np.multiply(ring[(t + s) % size, left - 1, :active], np.float32(p), out=best)
            r += best
        return r

    def record_policy(self, seat: int, banks: np.ndarray) -> None:
        """Encode the bank decisions as bank iff a1 <= t < b1 or t >= a2 (steps of 50).

        The optimal bank set is not always upward closed: near the limit it pays to roll on
        past a total one would bank below (seat 1 to end the game, seat 0 to leave the
        follower more to catch up). Decisions the encoding gets wrong are counted."""
        banks[:BANK_LEVEL] = False  # no bank below 400 (the first roll, t = 0, is no decision)
        levels = banks.shape[0]
        t = np.arange(levels)[:, None, None, None]
        never = levels + 1
        a1 = np.where(banks, t, never).min(axis=0)
        b1 = np.where(~banks & (t > a1), t, never).min(axis=0)
        a2 = np.where(banks & (t > b1), t, never).min(axis=0)
        encoded = ((t >= a1) & (t < b1)) | (t >= a2)
        self.mismatch += int((encoded != banks).sum())
        self.decisions += banks[BANK_LEVEL:].size
        for k, v in enumerate((a1, b1, a2)):
            self.policy[seat, :, :, :, k] = np.minimum(v, 255).transpose(1, 2, 0)

    def resume(self, path: Path) -> bool:
        """Start from the win table of a file written before (True if it had this table)."""
        if path.suffix == ".npy":  # a checkpoint of ``solve``
            found = np.load(path)
            found = found if found.shape == self.W.shape else None
        else:
            found = read(path).get((self.L, self.bankruptcy))
        if found is not None:
            self.W[:] = found
        return found is not None

    def warm(self, path: Path) -> int | None:
        """Start from the largest smaller table of a file, shifted (as game/ai/farkle_win.table
        plays it): a far better first guess than 0.5, so fewer sweeps. Returns its limit."""
        tables = read(path)
        below = [key for key in tables if key[0] < self.L]
        if not below:
            return None
        key = max(below, key=lambda key: (key[0], key[1] == self.bankruptcy))
        idx = np.maximum(np.arange(self.L) - (self.L - key[0]), 0)
        self.W[:] = tables[key][:, idx][:, :, idx]
        return key[0] * STEP

    def solve(self, tol: float = 1e-6, max_sweeps: int = 400, log=print, every: int = 10, save=None) -> int:
        t0 = time.perf_counter()
        for sweep in range(1, max_sweeps + 1):
            delta = 0.0
            for seat in (1, 0):
                new = self.sweep_seat(seat)
                delta = max(delta, float(np.abs(new - self.W[seat]).max()))
                self.W[seat] = new  # Gauss-Seidel: the other seat's sweep already sees it
            if sweep % every == 0:
                log(f"  sweep {sweep}: max change {delta:.2e} ({time.perf_counter() - t0:.0f} s)")
                if save is not None:
                    np.save(save, self.W)  # a checkpoint: a long run can be resumed or inspected
            if delta < tol:
                break
        # one more pass to record the bank policy of the converged table
        self.mismatch = self.decisions = 0
        for seat in (1, 0):
            self.sweep_seat(seat, record=True)
        return sweep


def medium_turn() -> tuple[dict[int, float], float]:
    """The medium player's turn outside the final round (it ignores the scores there):
    P(bank k steps) and P(farkle after the first roll); the first roll farkles with farkle_chance(6)."""
    mass = {(0, DICE): 1.0}
    banked: dict[int, float] = {}
    later_farkle = 0.0
    while mass:
        t, n = min(mass)
        p0 = mass.pop((t, n))
        for roll, p in ROLLS[n]:
            if not scoring_subsets(roll):
                if t:
                    later_farkle += p0 * p
                continue
            keep = medium_keep(roll, scoring_subsets(roll))
            t2, n2 = t + score(keep) // STEP, n - len(keep) or DICE
            if t2 >= BANK_LEVEL and t2 * STEP >= MEDIUM_BANK_AT[n2]:
                banked[t2] = banked.get(t2, 0.0) + p0 * p
            else:
                mass[(t2, n2)] = mass.get((t2, n2), 0.0) + p0 * p
    return banked, later_farkle


def medium_chase(levels: int) -> np.ndarray:
    """Q[r]: the medium player's chance, as the last seat of the final round, to pass a lead of r
    steps (it rolls until its turn passes the leader with a bankable total, ties do not count)."""
    q = np.zeros((DICE + 1, levels + 1))
    for need in range(1, levels + 1):
        for n in range(1, DICE + 1):
            value = 0.0
            for roll, p in ROLLS[n]:
                if scoring_subsets(roll):
                    keep = medium_keep(roll, scoring_subsets(roll))
                    s = score(keep) // STEP
                    value += p * (1.0 if s >= need else q[n - len(keep) or DICE][need - s])
            q[n][need] = value
    need = np.maximum(np.arange(levels + 1) + 1, BANK_LEVEL)  # pass by 50, with at least 400
    return q[DICE][np.minimum(need, levels)]


class MediumReply(Solver):
    """The exact best reply to the medium player: W[seat] is the replier's winning chance at the
    start of its turn in ``seat`` against medium. Medium's turns are a fixed chain (medium_turn)."""

    def __init__(self, menus: Menus, limit: int, bankruptcy: bool, extra: int = EXTRA):
        super().__init__(menus, limit, bankruptcy, extra)
        self.banked, self.later_farkle = medium_turn()
        self.q = medium_chase(self.xcap + self.ring + self.L + 2)

    def after_medium(self, seat: int) -> np.ndarray:
        """M[x][j]: the replier's chance when medium (total j) starts its turn against x (< L)."""
        L, V = self.L, self.W[seat]  # V[x][j']: the replier to move again
        x = np.arange(L)[:, None]
        first = farkle_chance(DICE)
        out = (first if not self.bankruptcy else 0.0) * V + self.later_farkle * V
        if self.bankruptcy:
            out = out + first * V[:, :1]
        for k, p in self.banked.items():
            j2 = np.arange(L)[None, :] + k
            if seat == 0:  # medium is seat 1: reaching the limit ends the game (it is ahead)
                val = np.where(j2 < L, V[x, np.minimum(j2, L - 1)], 0.0)
            else:  # medium is seat 0: the replier gets one last turn to pass it
                val = np.where(j2 < L, V[x, np.minimum(j2, L - 1)], chase_value(self.g, j2 - x, self.reach))
            out = out + p * val
        return out

    def turn_ends(self, seat: int):
        L = self.L
        m = self.after_medium(seat)  # [x][j]
        xs = self.xs[:, None]
        j = np.arange(L)[None, :]
        inside = m[np.minimum(xs, L - 1), j]
        if seat == 0:  # medium, last, chases the replier's total x >= L
            beyond = 1.0 - self.q[np.minimum(xs - j, len(self.q) - 1)]
        else:
            beyond = np.ones_like(inside)
        B = np.where(xs < L, inside, beyond)
        F0 = np.broadcast_to(m[0][None, :], (L, L))
        return B, m, F0

    def reply_rate(self) -> float:
        """The replier's winning chance from 0:0 with seats alternated."""
        return 0.5 * (self.W[0][0][0] + self.after_medium(1)[0][0])


def quantize(w: np.ndarray) -> np.ndarray:
    return np.clip(np.rint(w * 65535), 0, 65535).astype("<u2")


def table_of(s: Solver) -> tuple[int, bool, np.ndarray, np.ndarray]:
    """(levels, bankruptcy, W, policy[seat][i][j][n][a1 b1 a2]) of a solved limit."""
    return s.L, s.bankruptcy, s.W, s.policy.astype("u1")


def pack(w: np.ndarray, policy: np.ndarray) -> bytes:
    """One table as game/ai/farkle_win._parse reads it (zlib of W's low and high byte planes and
    the policy's a1, b1, a2 planes by (seat, dice, opponent, own)): about half the gzip size of
    the table by state, because the smooth planes compress well and the noisy low bytes apart."""
    wb = quantize(w).view("u1").reshape(*w.shape, 2)
    planes = [wb[..., 0], wb[..., 1], policy.transpose(4, 0, 3, 2, 1)]
    return zlib.compress(b"".join(np.ascontiguousarray(a).tobytes() for a in planes), 9)


def write(path: Path, tables: list[tuple[int, bool, np.ndarray, np.ndarray]], g: np.ndarray) -> int:
    """Layout: see game/ai/farkle_win._parse (MAGIC, counts, G as u16[6][levels], packed tables)."""
    parts = [MAGIC, struct.pack("<HH", len(tables), g.shape[1])]
    parts.append(quantize(g[1:]).tobytes())
    for levels, bankruptcy, w, policy in tables:
        packed = pack(w, policy)
        parts.append(struct.pack("<HBBI", levels, int(bankruptcy), 0, len(packed)))
        parts.append(packed)
    data = b"".join(parts)
    path.write_bytes(data)
    return len(data)


def read(path: Path, with_policy: bool = False) -> dict:
    """The win tables W (with ``with_policy``: (W, policy[seat][i][j][n][3])) of a file written by
    ``write`` or in the first layout, by (limit in steps, bankruptcy)."""
    data = path.read_bytes()
    count, levels = struct.unpack_from("<HH", data, 4)
    at = 8 + DICE * levels * 2
    out = {}
    for _ in range(count):
        if data[:4] == OLD_MAGIC:
            size, bankruptcy, _pad = struct.unpack_from("<HBB", data, at)
            at += 4
            w = np.frombuffer(data, "<u2", 2 * size * size, at).reshape(2, size, size) / 65535
            at += 4 * size * size
            policy = np.frombuffer(data, "u1", 2 * size * size * DICE * 3, at).reshape(2, size, size, DICE, 3)
            at += 2 * size * size * DICE * 3
        else:
            size, bankruptcy, _pad, packed = struct.unpack_from("<HBBI", data, at)
            raw = zlib.decompress(data[at + 8 : at + 8 + packed])
            at += 8 + packed
            n = 2 * size * size
            w = (
                np.frombuffer(raw, "u1", n).astype(np.uint16)
                | np.frombuffer(raw, "u1", n, n).astype(np.uint16) << 8
            )
            w = w.reshape(2, size, size) / 65535
            policy = np.frombuffer(raw, "u1", 3 * n * DICE, 2 * n).reshape(3, 2, DICE, size, size)
            policy = policy.transpose(1, 4, 3, 2, 0)
        out[(size, bool(bankruptcy))] = (w, np.ascontiguousarray(policy)) if with_policy else w
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limits", type=int, nargs="*", default=list(TABLE_LIMITS))
    ap.add_argument("--extra", type=int, default=EXTRA)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument(
        "--bankruptcy", type=lambda v: v == "on", nargs="*", default=[True], help="on/off (default: on)"
    )
    ap.add_argument("--reply", action="store_true", help="only solve the exact best reply to medium")
    ap.add_argument(
        "--reuse",
        type=Path,
        nargs="*",
        default=[],
        help="take a limit's table (W and policy) as it is from these files instead of solving it",
    )
    ap.add_argument(
        "--resume", type=Path, help="start from the tables of this file (converges in a few sweeps)"
    )
    ap.add_argument("--tol", type=float, default=1e-6, help="stop when no value changes more than this")
    ap.add_argument(
        "--warm", type=Path, help="start each limit from the largest smaller table of this file, shifted"
    )
    ap.add_argument("--every", type=int, default=10, help="log (and checkpoint) every this many sweeps")
    ap.add_argument("--checkpoint", type=Path, help="save W here (numpy .npy) at every log line")
    args = ap.parse_args(argv)
    menus = Menus()
    if args.reply:
        for limit in args.limits:
            for bankruptcy in args.bankruptcy:
                s = MediumReply(menus, limit, bankruptcy, args.extra)
                if args.warm:
                    s.warm(args.warm)
                sweeps = s.solve(
                    args.tol,
                    log=print if args.checkpoint else lambda *a: None,
                    every=args.every,
                    save=args.checkpoint,
                )
                print(
                    f"limit {limit} bankruptcy {'on' if bankruptcy else 'off'}: the exact best reply to medium "
                    f"wins {100 * s.reply_rate():.2f}% with seats alternated "
                    f"(as seat 0 {100 * s.W[0][0][0]:.2f}%, as seat 1 {100 * s.after_medium(1)[0][0]:.2f}%; "
                    f"{sweeps} sweeps)",
                    flush=True,
                )
        return 0
    solved = []
    reuse = {}
    for path in args.reuse:
        reuse.update(read(path, with_policy=True))
    for limit in args.limits:
        for bankruptcy in args.bankruptcy:
            key = (limit // STEP, bankruptcy)
            if key in reuse:
                print(f"limit {limit} bankruptcy {'on' if bankruptcy else 'off'}: reused", flush=True)
                solved.append((*key, *reuse[key]))
                continue
            t0 = time.perf_counter()
            s = Solver(menus, limit, bankruptcy, args.extra)
            if not (args.resume and s.resume(args.resume)) and args.warm:
                s.warm(args.warm)
            sweeps = s.solve(args.tol, every=args.every, save=args.checkpoint)
            print(
                f"limit {limit} bankruptcy {'on' if bankruptcy else 'off'}: {sweeps} sweeps, "
                f"{time.perf_counter() - t0:.0f} s; W(0,0) seat0 {s.W[0][0][0]:.4f}; "
                f"policy encoding wrong in {s.mismatch} of {s.decisions} bank decisions",
                flush=True,
            )
            solved.append(table_of(s))
    size = write(args.out, solved, chase_table(menus))
    print(f"wrote {args.out} ({size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
