package report

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cham-judge/cham/judge/store"
)

func TestJSONRoundTrip(t *testing.T) {
	c := testClass()
	out := write(t, "json", c)
	var back store.ClassView
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatalf("reading the JSON back: %v", err)
	}
	if diff := cmp.Diff(c, &back); diff != "" {
		t.Errorf("the class read back differs (-written +read):\n%s", diff)
	}
	if back.Students[0].Results["knight"].Tests[2].Board == nil {
		t.Error("the board of the wrong knight move is lost")
	}
}

func TestJSONIsIndentedAndReadable(t *testing.T) {
	out := write(t, "json", testClass())
	for _, want := range []string{
		"{\n  \"title\": \"Lớp 10A1 & co\",\n",
		`"id": "Nguyễn Văn An"`,
		`"id": "hs03 <script>alert(1)</script>"`,
		`"verdict": "CE"`,
	} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the JSON lacks %q", want)
		}
	}
	if !bytes.HasSuffix(out, []byte("}\n")) {
		t.Errorf("the JSON does not end with a closing brace and a newline: %q", out[max(0, len(out)-10):])
	}
}
