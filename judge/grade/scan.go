// Package grade grades a class: a folder with one sub-folder per student,
// each holding sources named after the problems (QUEENS.CPP, queens.pas,
// Knight.py), the way Vietnamese teachers lay out work for Themis. Scan
// finds what each student handed in and says what is wrong with a folder;
// Grader compiles and runs every source in the sandbox and stores every
// result in the store as soon as it is known, so that an interrupted run
// resumes where it stopped.
package grade

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"golang.org/x/text/unicode/norm"
)

// Work is what one student handed in.
type Work struct {
	Student string // the folder's name: the student's id
	Dir     string
	Sources []Source // at most one per problem
	Notes   []string // what is wrong with the folder, for the teacher
}

// Source is the file taken for one problem.
type Source struct {
	Problem *problem.Problem
	Lang    *lang.Language
	Path    string // on disk
	Name    string // the file's name
	Data    []byte
	ModTime time.Time
}

// notSources are extensions found beside sources that are not sources:
// tests, outputs and compiled files. They are passed over without a note.
var notSources = map[string]bool{
	".inp": true, ".out": true, ".in": true, ".ans": true, ".exe": true, ".o": true, ".obj": true,
	".class": true, ".ppu": true, ".txt": true, ".bak": true, ".pdf": true, ".doc": true, ".docx": true,
	".zip": true, ".rar": true, ".log": true, ".db": true, ".db-wal": true, ".db-shm": true, ".md": true,
	".jar": true, ".pyc": true, ".a": true, ".so": true, ".dll": true, ".ini": true, ".cfg": true,
}

// Scan reads the class folder: one Work per student folder, sorted by name.
func Scan(classDir string, problems []*problem.Problem, langs *lang.Table) ([]Work, error) {
	entries, err := os.ReadDir(classDir)
	if err != nil {
		return nil, fmt.Errorf("class folder: %w", err)
	}
	var works []Work
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		dir := filepath.Join(classDir, e.Name())
		info, err := os.Stat(dir)
		if err != nil || !info.IsDir() {
			continue // files beside the students' folders: the database, a README
		}
		// A name from a macOS zip comes decomposed (NFD): the same student
		// as the composed name typed on Windows.
		works = append(works, scanStudent(norm.NFC.String(e.Name()), dir, problems, langs))
	}
	sort.Slice(works, func(i, j int) bool { return works[i].Student < works[j].Student })
	return works, nil
}

func scanStudent(student, dir string, problems []*problem.Problem, langs *lang.Table) Work {
	w := Work{Student: student, Dir: dir}
	entries, err := os.ReadDir(dir)
	if err != nil {
		w.Notes = append(w.Notes, fmt.Sprintf("cannot read the folder: %v", unwrap(err)))
		return w
	}
	if len(entries) == 0 {
		w.Notes = append(w.Notes, "empty folder: nothing handed in")
		return w
	}
	candidates := map[*problem.Problem][]Source{}
	var others []string
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		path := filepath.Join(dir, name)
		ext := strings.ToLower(filepath.Ext(name))
		p := problem.Find(problems, name)
		l, langErr := langs.ForFile(name)
		if e.IsDir() {
			if p != nil || langErr == nil {
				w.Notes = append(w.Notes, fmt.Sprintf("%s is a folder, not a source file", name))
			} else {
				w.Notes = append(w.Notes, fmt.Sprintf("sub-folder %s/ passed over: put the sources directly in the student's folder", name))
			}
			continue
		}
		if notSources[ext] {
			continue
		}
		if langErr != nil {
			if p != nil {
				w.Notes = append(w.Notes, fmt.Sprintf("%s: unknown language %q: not graded (known: %s)", name, ext, knownExtensions(langs)))
			} else {
				others = append(others, name)
			}
			continue
		}
		if p == nil {
			w.Notes = append(w.Notes, fmt.Sprintf("%s: no problem is named %q (problems: %s)", name, strings.TrimSuffix(name, filepath.Ext(name)), problemIDs(problems)))
			continue
		}
		src, note := readSource(path, name)
		if note != "" {
			w.Notes = append(w.Notes, note)
			continue
		}
		src.Problem, src.Lang = p, l
		candidates[p] = append(candidates[p], src)
	}
	for _, p := range problems {
		cs := candidates[p]
		if len(cs) == 0 {
			continue
		}
		// The newest file wins; on a tie, the first name in byte order.
		sort.Slice(cs, func(i, j int) bool {
			if !cs[i].ModTime.Equal(cs[j].ModTime) {
				return cs[i].ModTime.After(cs[j].ModTime)
			}
			return cs[i].Name < cs[j].Name
		})
		if len(cs) > 1 {
			var ignored []string
			for _, c := range cs[1:] {
				ignored = append(ignored, fmt.Sprintf("%s (%s)", c.Name, c.ModTime.Format("2006-01-02 15:04:05")))
			}
			why := "the newest"
			if cs[0].ModTime.Equal(cs[1].ModTime) {
				why = "same time: the first by name"
			}
			w.Notes = append(w.Notes, fmt.Sprintf("%d sources for %s: took %s (%s, %s); ignored %s",
				len(cs), p.ID, cs[0].Name, why, cs[0].ModTime.Format("2006-01-02 15:04:05"), strings.Join(ignored, ", ")))
		}
		w.Sources = append(w.Sources, cs[0])
	}
	if len(w.Sources) == 0 && len(w.Notes) == 0 {
		msg := "no source of any problem found"
		if len(others) > 0 {
			msg += fmt.Sprintf(" (files: %s)", strings.Join(others, ", "))
		}
		w.Notes = append(w.Notes, msg+fmt.Sprintf("; sources are named after the problems, e.g. QUEENS.CPP (problems: %s)", problemIDs(problems)))
	}
	return w
}

// readSource reads a source file, or says why it cannot be graded.
func readSource(path, name string) (Source, string) {
	info, err := os.Stat(path)
	if err != nil {
		return Source{}, fmt.Sprintf("%s: cannot read: %v", name, unwrap(err))
	}
	if !info.Mode().IsRegular() {
		return Source{}, fmt.Sprintf("%s: not a regular file (%s): not graded", name, info.Mode().Type())
	}
	if info.Size() > lang.MaxSourceBytes {
		return Source{}, fmt.Sprintf("%s: %d bytes, more than the %d a source may have: not graded", name, info.Size(), lang.MaxSourceBytes)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return Source{}, fmt.Sprintf("%s: cannot read: %v", name, unwrap(err))
	}
	if len(data) == 0 {
		return Source{}, fmt.Sprintf("%s: empty file: not graded", name)
	}
	if !isText(data) {
		return Source{}, fmt.Sprintf("%s: not text (it holds binary data, e.g. a compiled program): not graded", name)
	}
	return Source{Path: path, Name: name, Data: data, ModTime: info.ModTime()}, ""
}

// isText: no NUL byte, and few control characters. Sources in old
// Vietnamese encodings (TCVN3, VNI) are not UTF-8 but are text.
func isText(b []byte) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return false
	}
	control := 0
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v' && c != 0x1a {
			control++
		}
	}
	return control*100 <= len(b)
}

func knownExtensions(langs *lang.Table) string {
	var exts []string
	for _, l := range langs.All() {
		exts = append(exts, l.Extensions...)
	}
	sort.Strings(exts)
	return strings.Join(exts, " ")
}

func problemIDs(ps []*problem.Problem) string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return strings.Join(ids, ", ")
}

func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
