{ Xep hau: mot cach xep, in ra ma tran 0/1 (seed 004). Accepted. }
program QMatrix;
var
  n, i, j: integer;
  x: array[1..20] of integer;
  a: array[1..20] of boolean;
  b: array[2..40] of boolean;
  c: array[-19..19] of boolean;
  found: boolean;
  f: text;

procedure Try(i: integer);
var j: integer;
begin
  for j := 1 to n do
    if not found and a[j] and b[i + j] and c[i - j] then
    begin
      x[i] := j;
      if i = n then found := true
      else
      begin
        a[j] := false; b[i + j] := false; c[i - j] := false;
        Try(i + 1);
        a[j] := true; b[i + j] := true; c[i - j] := true;
      end;
    end;
end;

begin
  assign(f, 'QMATRIX.INP'); reset(f);
  read(f, n);
  close(f);
  fillchar(a, sizeof(a), true);
  fillchar(b, sizeof(b), true);
  fillchar(c, sizeof(c), true);
  found := false;
  Try(1);
  assign(f, 'QMATRIX.OUT'); rewrite(f);
  if not found then writeln(f, -1)
  else
    for i := 1 to n do
    begin
      for j := 1 to n do
        if x[i] = j then write(f, '1 ') else write(f, '0 ');
      writeln(f);
    end;
  close(f);
end.
