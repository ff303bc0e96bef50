package contest

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"
)

func TestReadUsers(t *testing.T) {
	in := "\ufeffid,name,password\nan01,Nguyễn Văn An,secret12\nbinh02, Trần Bình \n\ncuong03\n"
	users, err := ReadUsers(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(users) != 3 {
		t.Fatalf("%d users: %+v", len(users), users)
	}
	if u := users[0]; u.ID != "an01" || u.Name != "Nguyễn Văn An" || u.Password != "secret12" || u.Generated {
		t.Errorf("first: %+v", u)
	}
	if u := users[1]; u.Name != "Trần Bình" || !u.Generated || len(u.Password) != PasswordLength+1 {
		t.Errorf("second: %+v", u)
	}
	if u := users[2]; u.Name != "cuong03" || !u.Generated || u.Password == users[1].Password {
		t.Errorf("third: %+v", u)
	}
}

func TestReadUsersSemicolons(t *testing.T) {
	users, err := ReadUsers(strings.NewReader("an;An;abcdefg\nbinh;Bình\n"))
	if err != nil || len(users) != 2 || users[0].Password != "abcdefg" || users[1].Name != "Bình" {
		t.Errorf("%+v %v", users, err)
	}
}

func TestReadUsersErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"an,An\nan,Again\n", "line 2: id \"an\" is given twice (first on line 1)"},
		{"an,An\n,Nobody\n", "line 2: empty id"},
		{"an,An\nb c,Bad\n", "line 2: id \"b c\" has the character ' '"},
		{"an,An,abc\n", "line 1: the password of \"an\": shorter than 6"},
		{"an,An,abcdefg,x\n", "line 1: 4 fields"},
		{"id,name\n", "no students"},
		{"an,\xff\n", "not UTF-8"},
		{"../x,Bad\n", "has the character '/'"},
	} {
		_, err := ReadUsers(strings.NewReader(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestPasswords(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 50; i++ {
		pw := GeneratePassword()
		if seen[pw] || strings.ContainsAny(pw, "0oO1lI") || len(pw) != PasswordLength+1 {
			t.Fatalf("password %q repeated or ambiguous", pw)
		}
		seen[pw] = true
	}
	h, err := HashPassword("secret12", bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	if !PasswordMatches(h, "secret12") || PasswordMatches(h, "secret13") || strings.Contains(h, "secret") {
		t.Errorf("hash %q", h)
	}
}

func TestPasswordSheetEscapes(t *testing.T) {
	var buf bytes.Buffer
	users := []User{{ID: "an", Name: "<script>alert(1)</script>", Password: "abcde-fghij", Generated: true}}
	if err := WritePasswordSheet(&buf, "Lớp 10A", "http://10.0.0.1:8080", users); err != nil {
		t.Fatal(err)
	}
	s := buf.String()
	if strings.Contains(s, "<script>alert") || !strings.Contains(s, "&lt;script&gt;") ||
		!strings.Contains(s, "abcde-fghij") || !strings.Contains(s, "http://10.0.0.1:8080") {
		t.Errorf("sheet:\n%s", s)
	}
}
