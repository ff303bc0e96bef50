package problem

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"strconv"
)

// Hash is a digest of every file of the package (names and contents): when
// a teacher changes a test, an answer or a setting, the hash changes and
// the submissions of the problem are graded again.
func (p *Problem) Hash() (string, error) {
	h := sha256.New()
	err := fs.WalkDir(p.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		f, err := p.FS.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		io.WriteString(h, name+"\x00")
		n, err := io.Copy(h, f)
		io.WriteString(h, "\x00"+strconv.FormatInt(n, 10)+"\x00")
		return err
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
