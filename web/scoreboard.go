package web

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/store"
)

// board computes the scoreboard, or returns the cached one when no
// submission was stored or finished since, or when it is younger than the
// TTL. live is the teacher's view: never frozen.
func (s *Server) board(live bool) (contest.Board, error) {
	version, err := s.st.Version()
	if err != nil {
		return contest.Board{}, err
	}
	clk := s.Clock()
	now := s.now()
	frozen := !live && clk.Frozen(now) && !s.isUnfrozen()
	s.boardMu.Lock()
	defer s.boardMu.Unlock()
	// The cached board serves while nothing changed, and for the TTL even
	// when something did: a room reading the board at once computes it once.
	if c := s.boardCache[live]; c != nil && c.board.Frozen == frozen && (c.version == version || now.Sub(c.at) < s.cfg.ScoreboardTTL) {
		return c.board, nil
	}
	accounts, err := s.st.Accounts()
	if err != nil {
		return contest.Board{}, err
	}
	var entrants []contest.Entrant
	for _, a := range accounts {
		if !a.Admin && !a.Disabled {
			entrants = append(entrants, contest.Entrant{ID: a.ID, Name: a.Name})
		}
	}
	stored, err := s.st.Attempts()
	if err != nil {
		return contest.Board{}, err
	}
	attempts := make([]contest.Attempt, 0, len(stored))
	for _, a := range stored {
		attempts = append(attempts, toAttempt(a, clk.Start))
	}
	problems := make([]string, len(s.c.Problems))
	for i, p := range s.c.Problems {
		problems[i] = p.ID
	}
	opt := contest.Options{Scoring: s.c.Scoring, Penalty: s.c.Penalty, Frozen: frozen}
	if !clk.FreezeAt.IsZero() {
		opt.FreezeAt = clk.FreezeAt.Sub(clk.Start)
	}
	b := contest.Compute(opt, problems, entrants, attempts)
	s.boardCache[live] = &cachedBoard{version: version, at: now, board: b}
	return b, nil
}

func toAttempt(a store.Attempt, start time.Time) contest.Attempt {
	return contest.Attempt{ID: a.ID, Student: a.Student, Problem: a.Problem, At: a.Submitted.Sub(start),
		Verdict: a.Verdict, Points: a.Points, MaxPoints: a.MaxPoints}
}

type boardData struct {
	Board  contest.Board
	Titles []string
	ICPC   bool
	Live   bool // the teacher's unfrozen view of a frozen board
	Me     string
}

func (s *Server) boardData(q *request) (*pageData, error) {
	live := q.isAdmin()
	b, err := s.board(live)
	if err != nil {
		return nil, err
	}
	titles := make([]string, len(s.c.Problems))
	for i, p := range s.c.Problems {
		titles[i] = p.Title(q.lang)
	}
	d := boardData{Board: b, Titles: titles, ICPC: s.c.Scoring == contest.ICPC,
		Live: live && s.Clock().Frozen(s.now()) && !s.isUnfrozen()}
	if a := q.account(); a != nil {
		d.Me = a.ID
	}
	return s.data(q, "scoreboard", d), nil
}

// scoreboardPage is public: the room's screen shows it without logging in.
func (s *Server) scoreboardPage(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	pd, err := s.boardData(q)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	s.renderData(w, q, http.StatusOK, "scoreboard", pd)
}

func (s *Server) scoreboardTable(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	pd, err := s.boardData(q)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	s.fragment(w, q, "board", pd)
}

func (s *Server) scoreboardJSON(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	b, err := s.board(q.isAdmin())
	if err != nil {
		s.internal(w, q, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(b)
}
