package contest

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/csv"
	"errors"
	"fmt"
	"html/template"
	"io"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
	"golang.org/x/text/unicode/norm"
)

// User is an account read from a students CSV file.
type User struct {
	ID        string // what the student types to log in
	Name      string // shown on the scoreboard
	Password  string // as given, or generated
	Generated bool   // the password was generated: print it on the sheet
}

// MaxIDLength bounds a user id, in characters.
const MaxIDLength = 64

// ReadUsers reads a students CSV file: one student a line, `id,name` or
// `id,name,password`; a first line starting with `id` is a header and is
// skipped; `;` separates the fields when the first line has `;` and no
// `,` (Excel in a Vietnamese locale). A missing password is generated.
// Mistakes are said with their line.
func ReadUsers(r io.Reader) ([]User, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if !utf8.Valid(data) {
		return nil, errors.New("the file is not UTF-8 text (save it from Excel as \"CSV UTF-8\")")
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	cr := csv.NewReader(bytes.NewReader(data))
	if bytes.Contains(first, []byte(";")) && !bytes.Contains(first, []byte(",")) {
		cr.Comma = ';'
	}
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	var users []User
	seen := map[string]int{}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue // a blank line
		}
		if len(users) == 0 && len(seen) == 0 && strings.EqualFold(strings.TrimSpace(rec[0]), "id") {
			seen[""] = line // the header
			continue
		}
		if len(rec) > 3 {
			return nil, fmt.Errorf("line %d: %d fields; expected id,name or id,name,password", line, len(rec))
		}
		u := User{ID: norm.NFC.String(strings.TrimSpace(rec[0]))}
		if err := CheckID(u.ID); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		if prev, dup := seen[u.ID]; dup && u.ID != "" {
			return nil, fmt.Errorf("line %d: id %q is given twice (first on line %d)", line, u.ID, prev)
		}
		seen[u.ID] = line
		if len(rec) > 1 {
			u.Name = norm.NFC.String(strings.TrimSpace(rec[1]))
		}
		if u.Name == "" {
			u.Name = u.ID
		}
		if len(rec) > 2 {
			u.Password = strings.TrimSpace(rec[2])
		}
		if u.Password == "" {
			u.Password = GeneratePassword()
			u.Generated = true
		} else if err := CheckPassword(u.Password); err != nil {
			return nil, fmt.Errorf("line %d: the password of %q: %v", line, u.ID, err)
		}
		users = append(users, u)
	}
	if len(users) == 0 {
		return nil, errors.New("no students in the file (expected lines of id,name or id,name,password)")
	}
	return users, nil
}

// CheckID says what is wrong with a user id: empty, too long, or holding
// spaces, control characters or characters that URLs and file names mangle.
func CheckID(id string) error {
	switch {
	case id == "":
		return errors.New("empty id")
	case utf8.RuneCountInString(id) > MaxIDLength:
		return fmt.Errorf("id %q is longer than %d characters", id, MaxIDLength)
	}
	for _, r := range id {
		if unicode.IsSpace(r) || unicode.IsControl(r) || strings.ContainsRune(`/\?#%&"'<>`, r) {
			return fmt.Errorf("id %q has the character %q; use letters, digits, '.', '-' and '_'", id, r)
		}
	}
	return nil
}

// MinPasswordLength is the shortest password accepted.
const MinPasswordLength = 6

// CheckPassword says what is wrong with a password chosen by hand.
func CheckPassword(pw string) error {
	switch {
	case utf8.RuneCountInString(pw) < MinPasswordLength:
		return fmt.Errorf("shorter than %d characters", MinPasswordLength)
	case len(pw) > 72:
		return errors.New("longer than 72 bytes (bcrypt's limit)")
	}
	return nil
}

// passwordAlphabet leaves out the characters that look alike on paper:
// 0 O o, 1 l I.
const passwordAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

// PasswordLength is the length of a generated password: 32^10 = 2^50.
const PasswordLength = 10

// GeneratePassword makes a random password that reads well on paper.
func GeneratePassword() string {
	var sb strings.Builder
	max := big.NewInt(int64(len(passwordAlphabet)))
	for i := 0; i < PasswordLength; i++ {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic("crypto/rand failed: " + err.Error())
		}
		sb.WriteByte(passwordAlphabet[n.Int64()])
		if i == 4 {
			sb.WriteByte('-')
		}
	}
	return sb.String()
}

// HashPassword hashes a password with bcrypt at cost (bcrypt.DefaultCost
// when 0).
func HashPassword(pw string, cost int) (string, error) {
	if cost == 0 {
		cost = bcrypt.DefaultCost
	}
	h, err := bcrypt.GenerateFromPassword([]byte(pw), cost)
	if err != nil {
		return "", fmt.Errorf("hash a password: %w", err)
	}
	return string(h), nil
}

// PasswordMatches reports whether pw is the password of hash.
func PasswordMatches(hash, pw string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(pw)) == nil
}

var sheetTemplate = template.Must(template.New("sheet").Parse(`<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>{{.Title}} - mật khẩu / passwords</title>
<style>
body { font-family: sans-serif; margin: 1cm; }
h1 { font-size: 14pt; }
.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0; }
.card { border: 1px dashed #888; padding: 0.4cm; page-break-inside: avoid; break-inside: avoid; }
.name { font-weight: bold; }
.pw, .id { font-family: monospace; font-size: 14pt; }
.url { font-size: 9pt; color: #444; }
@media print { h1, p.hint { display: none; } }
</style></head><body>
<h1>{{.Title}}</h1>
<p class="hint">In trang này và cắt theo đường chấm. / Print this page and cut along the dashed lines.</p>
<div class="cards">
{{range .Users}}<div class="card"><div class="name">{{.Name}}</div>
<div>Tên đăng nhập / login: <span class="id">{{.ID}}</span></div>
<div>Mật khẩu / password: <span class="pw">{{.Password}}</span></div>
{{if $.URL}}<div class="url">{{$.URL}}</div>{{end}}</div>
{{end}}</div></body></html>
`))

// WritePasswordSheet writes a printable HTML page with one card to cut out
// per user: name, login and password, and the address of the contest when
// url is not empty.
func WritePasswordSheet(w io.Writer, title, url string, users []User) error {
	bw := bufio.NewWriter(w)
	if err := sheetTemplate.Execute(bw, struct {
		Title, URL string
		Users      []User
	}{title, url, users}); err != nil {
		return err
	}
	return bw.Flush()
}
