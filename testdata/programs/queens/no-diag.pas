{ WRONG (WA): checks the column and the diagonal i+j but forgets the diagonal
  i-j, so it also writes placements where two queens share an i-j diagonal. }
program Queens;
var
  n: integer;
  x: array[1..12] of integer;
  a: array[1..12] of boolean;
  b: array[2..24] of boolean;
  f: text;

procedure Try(i: integer);
var j, k: integer;
begin
  for j := 1 to n do
    if a[j] and b[i + j] then
    begin
      x[i] := j;
      if i = n then
      begin
        for k := 1 to n do write(f, '(', k, ', ', x[k], '); ');
        writeln(f);
      end
      else
      begin
        a[j] := false; b[i + j] := false;
        Try(i + 1);
        a[j] := true; b[i + j] := true;
      end;
    end;
end;

begin
  assign(f, 'QUEENS.INP'); reset(f);
  readln(f, n);
  close(f);
  fillchar(a, sizeof(a), true);
  fillchar(b, sizeof(b), true);
  assign(f, 'QUEENS.OUT'); rewrite(f);
  Try(1);
  close(f);
end.
