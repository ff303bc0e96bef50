{ Dem so cach xep hau (seed 003's table): total and distinct under symmetry.
  Accepted. Bitboards and Takaken's symmetry method, as in qcount.c. }
program QCount;
var
  n, last, mask, topbit, endbit, sidemask, lastmask, bound1, bound2, bit: longint;
  board: array[0..15] of longint;
  cnt2, cnt4, cnt8: int64;
  f: text;

procedure Check;
var own, you, bit, ptn: longint;
begin
  if board[bound2] = 1 then  { quay 90 do }
  begin
    ptn := 2; own := 1;
    while own <= last do
    begin
      bit := 1; you := last;
      while (board[you] <> ptn) and (board[own] >= bit) do
      begin bit := bit shl 1; dec(you); end;
      if board[own] > bit then exit;
      if board[own] < bit then break;
      inc(own); ptn := ptn shl 1;
    end;
    if own > last then begin inc(cnt2); exit; end;
  end;
  if board[last] = endbit then  { quay 180 do }
  begin
    you := last - 1; own := 1;
    while own <= last do
    begin
      bit := 1; ptn := topbit;
      while (ptn <> board[you]) and (board[own] >= bit) do
      begin bit := bit shl 1; ptn := ptn shr 1; end;
      if board[own] > bit then exit;
      if board[own] < bit then break;
      inc(own); dec(you);
    end;
    if own > last then begin inc(cnt4); exit; end;
  end;
  if board[bound1] = topbit then  { quay 270 do }
  begin
    ptn := topbit shr 1; own := 1;
    while own <= last do
    begin
      bit := 1; you := 0;
      while (board[you] <> ptn) and (board[own] >= bit) do
      begin bit := bit shl 1; inc(you); end;
      if board[own] > bit then exit;
      if board[own] < bit then break;
      inc(own); ptn := ptn shr 1;
    end;
  end;
  inc(cnt8);
end;

procedure Try1(y, left, down, right: longint);  { hau hang dau o goc }
var bitmap, bit: longint;
begin
  bitmap := mask and not (left or down or right);
  if y = last then
  begin
    if bitmap <> 0 then begin board[y] := bitmap; inc(cnt8); end;
    exit;
  end;
  if y < bound1 then bitmap := bitmap and not 2;
  while bitmap <> 0 do
  begin
    bit := bitmap and -bitmap;
    bitmap := bitmap xor bit;
    board[y] := bit;
    Try1(y + 1, (left or bit) shl 1, down or bit, (right or bit) shr 1);
  end;
end;

procedure Try2(y, left, down, right: longint);  { hau hang dau khong o goc }
var bitmap, bit: longint;
begin
  bitmap := mask and not (left or down or right);
  if y = last then
  begin
    if (bitmap <> 0) and (bitmap and lastmask = 0) then
    begin board[y] := bitmap; Check; end;
    exit;
  end;
  if y < bound1 then bitmap := bitmap and not sidemask
  else if y = bound2 then
  begin
    if down and sidemask = 0 then exit;
    if down and sidemask <> sidemask then bitmap := bitmap and sidemask;
  end;
  while bitmap <> 0 do
  begin
    bit := bitmap and -bitmap;
    bitmap := bitmap xor bit;
    board[y] := bit;
    Try2(y + 1, (left or bit) shl 1, down or bit, (right or bit) shr 1);
  end;
end;

begin
  assign(f, 'QCOUNT.INP'); reset(f);
  readln(f, n);
  close(f);
  assign(f, 'QCOUNT.OUT'); rewrite(f);
  if n = 1 then
  begin
    writeln(f, '1 1');
    close(f);
    halt;
  end;
  cnt2 := 0; cnt4 := 0; cnt8 := 0;
  last := n - 1;
  topbit := 1 shl last;
  mask := (1 shl n) - 1;
  board[0] := 1;
  for bound1 := 2 to last - 1 do
  begin
    bit := 1 shl bound1;
    board[1] := bit;
    Try1(2, (2 or bit) shl 1, 1 or bit, bit shr 1);
  end;
  sidemask := topbit or 1;
  lastmask := sidemask;
  endbit := topbit shr 1;
  bound1 := 1; bound2 := n - 2;
  while bound1 < bound2 do
  begin
    bit := 1 shl bound1;
    board[0] := bit;
    Try2(1, bit shl 1, bit, bit shr 1);
    lastmask := lastmask or (lastmask shr 1) or (lastmask shl 1);
    endbit := endbit shr 1;
    inc(bound1); dec(bound2);
  end;
  writeln(f, cnt2 * 2 + cnt4 * 4 + cnt8 * 8, ' ', cnt2 + cnt4 + cnt8);
  close(f);
end.
