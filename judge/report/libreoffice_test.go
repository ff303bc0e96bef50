package report

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// libreOfficePackage is the Debian package that gives the tests a
// LibreOffice able to read a workbook.
const libreOfficePackage = "libreoffice-calc-nogui"

// TestXLSXOpensInLibreOffice has LibreOffice open the workbook and save
// each sheet as CSV, with text cells quoted: the class table must read as
// our own CSV does, with the points unquoted, that is numbers.
func TestXLSXOpensInLibreOffice(t *testing.T) {
	office, err := exec.LookPath("libreoffice")
	if err != nil {
		t.Fatalf("libreoffice is not installed (Debian: apt-get install %s): %v", libreOfficePackage, err)
	}
	dir := t.TempDir()
	book := filepath.Join(dir, "class.xlsx")
	if err := os.WriteFile(book, write(t, "xlsx", testClass()), 0o644); err != nil {
		t.Fatal(err)
	}
	// A deadline against a hung office, not a measure of speed.
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	// CSV filter options: comma, double quote, UTF-8 (76), first line 1,
	// no column formats, default language, quote all text cells, ..., every
	// sheet (-1) to its own file, class-<sheet>.csv.
	const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false,false,false,-1"
	cmd := exec.CommandContext(ctx, office, "--headless", "--norestore",
		"-env:UserInstallation=file://"+filepath.ToSlash(filepath.Join(dir, "profile")),
		"--convert-to", filter, "--outdir", filepath.Join(dir, "out"), book)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("libreoffice: %v\n%s", err, out)
	}
	read := func(sheet string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, "out", "class-"+sheet+".csv"))
		if err != nil {
			t.Fatalf("libreoffice wrote no CSV of sheet %s: %v\n%s", sheet, err, out)
		}
		return strings.ReplaceAll(string(bytes.TrimPrefix(b, []byte(utf8BOM))), "\r\n", "\n")
	}

	const wantClass = `"student","queens","knight","queens-count","total"` + "\n" +
		`"Nguyễn Văn An",100,66.67,8.33,175` + "\n" +
		`"Trần Thị Bích",0,100,,100` + "\n" +
		`"hs03 <script>alert(1)</script>",50,0,100,150` + "\n"
	if got := read("Class"); got != wantClass {
		t.Errorf("LibreOffice reads sheet Class as\n%s\nwant\n%s", got, wantClass)
	}
	// Our CSV is the same table, less the quotes.
	ours := strings.TrimPrefix(string(write(t, "csv", testClass())), utf8BOM)
	if unquoted := strings.ReplaceAll(wantClass, `"`, ""); ours != unquoted {
		t.Errorf("the CSV report\n%s\ndiffers from the workbook's class table\n%s", ours, unquoted)
	}

	details := read("Details")
	for _, want := range []string{
		`"Nguyễn Văn An","knight","knight.py","python","03","WA",0,30,3048,"step 13 -> 14: (3, 3) to (4, 4) is not a knight move"`,
		`"Trần Thị Bích",,,,,,,,,"` + noteBich + `"`,
		`"Trần Thị Bích","queens","queens.cpp","cpp",,"CE",0,,,"queens.cpp: In function 'int main()':` + "\n",
	} {
		if !strings.Contains(details, want) {
			t.Errorf("LibreOffice's sheet Details lacks\n%s\nin\n%s", want, details)
		}
	}
}
