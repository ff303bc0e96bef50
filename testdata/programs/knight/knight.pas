{ Ma di tuan (seed 001): one tour from (x0, y0). Accepted.
  The seed's Try(i, x, y), trying the moves in Warnsdorff's order (fewest onward
  moves first; ties: farther from the centre, then the move number). If the search
  gets lost (more than 10*n*n calls) it starts again with the ties broken another
  way (attempt lan = 0..15). No tour for n = 2, 3, 4, nor for odd n from a square
  with x + y odd. }
program Knight;
const
  a: array[0..7] of integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  n, x0, y0, x, y, lan: longint;
  h: array[1..100, 1..100] of longint;
  calls: int64;
  found: boolean;
  f: text;

function ok(u, v: longint): boolean;
begin
  ok := (u >= 1) and (u <= n) and (v >= 1) and (v <= n);
  if ok then ok := h[u, v] = 0;
end;

function degree(x, y: longint): longint;
var k, d: longint;
begin
  d := 0;
  for k := 0 to 7 do
    if ok(x + a[k], y + b[k]) then inc(d);
  degree := d;
end;

function Try(i, x, y: longint): boolean;
var
  k, m, p, q, t, u, v, cx, cy, far: longint;
  key, mv: array[0..7] of longint;
begin
  Try := true;
  if i > n * n then exit;
  Try := false;
  inc(calls);
  if calls > 10 * n * n then exit;
  m := 0;
  for k := 0 to 7 do
  begin
    u := x + a[k]; v := y + b[k];
    if ok(u, v) then
    begin
      cx := 2 * u - n - 1; cy := 2 * v - n - 1; far := cx * cx + cy * cy;
      if lan mod 2 = 0 then far := -far;
      key[m] := degree(u, v) * 1000000 + far * 8 + (k + lan div 2) mod 8;
      mv[m] := k;
      inc(m);
    end;
  end;
  for p := 0 to m - 2 do  { sap xep theo key }
    for q := p + 1 to m - 1 do
      if key[q] < key[p] then
      begin
        t := key[p]; key[p] := key[q]; key[q] := t;
        t := mv[p]; mv[p] := mv[q]; mv[q] := t;
      end;
  for p := 0 to m - 1 do
  begin
    u := x + a[mv[p]]; v := y + b[mv[p]];
    h[u, v] := i;
    if Try(i + 1, u, v) then begin Try := true; exit; end;
    h[u, v] := 0;
  end;
end;

begin
  assign(f, 'KNIGHT.INP'); reset(f);
  readln(f, n, x0, y0);
  close(f);
  found := false;
  if not (((n >= 2) and (n <= 4)) or ((n mod 2 = 1) and ((x0 + y0) mod 2 = 1))) then
  begin
    lan := 0;
    while (lan < 16) and not found do
    begin
      fillchar(h, sizeof(h), 0);
      calls := 0;
      h[x0, y0] := 1;
      found := Try(2, x0, y0);
      inc(lan);
    end;
  end;
  assign(f, 'KNIGHT.OUT'); rewrite(f);
  if not found then writeln(f, -1)
  else
    for x := 1 to n do
    begin
      for y := 1 to n do write(f, h[x, y], ' ');
      writeln(f);
    end;
  close(f);
end.
