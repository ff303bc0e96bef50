{ Ma di tuan: xuat tat ca cac loi giai (seed 001). Accepted. }
program KTours;
const
  a: array[0..7] of integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  n, x0, y0, count: integer;
  h: array[1..5, 1..5] of integer;
  f: text;

procedure xuat_h;
var x, y: integer;
begin
  if count > 0 then writeln(f);
  inc(count);
  for x := 1 to n do
  begin
    for y := 1 to n do write(f, h[x, y]:3);
    writeln(f);
  end;
end;

procedure Try(i, x, y: integer);
var k, u, v: integer;
begin
  for k := 0 to 7 do
  begin
    u := x + a[k];
    v := y + b[k];
    if (u >= 1) and (u <= n) and (v >= 1) and (v <= n) then
      if h[u, v] = 0 then
      begin
        h[u, v] := i;
        if i < n * n then Try(i + 1, u, v)
        else xuat_h;
        h[u, v] := 0;
      end;
  end;
end;

begin
  assign(f, 'KTOURS.INP'); reset(f);
  readln(f, n, x0, y0);
  close(f);
  assign(f, 'KTOURS.OUT'); rewrite(f);
  fillchar(h, sizeof(h), 0);
  count := 0;
  h[x0, y0] := 1;
  if n = 1 then xuat_h
  else Try(2, x0, y0);
  close(f);
end.
