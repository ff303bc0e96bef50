package web

import (
	"net/http"
	"strings"
)

// Languages of the pages.
var uiLanguages = []string{"vi", "en"}

// messages are the words of the pages, by language and key.
var messages = map[string]map[string]string{
	"vi": {
		"login": "Đăng nhập", "logout": "Đăng xuất", "user_id": "Tên đăng nhập", "password": "Mật khẩu",
		"bad_login": "Sai tên đăng nhập hoặc mật khẩu.", "disabled": "Tài khoản đã bị khóa.",
		"too_many": "Quá nhiều lần thử. Hãy chờ %d giây.",
		"problems": "Đề bài", "problem": "Bài", "submission": "Bài nộp", "submissions": "Bài nộp", "scoreboard": "Bảng xếp hạng",
		"clarifications": "Hỏi đáp", "admin": "Quản trị", "users": "Tài khoản",
		"starts_in": "Kỳ thi bắt đầu sau", "ends_in": "Thời gian còn lại", "over": "Kỳ thi đã kết thúc.",
		"not_started": "Kỳ thi chưa bắt đầu.", "frozen": "Bảng xếp hạng đang đóng băng.",
		"submit": "Nộp bài", "file": "Tệp", "or_paste": "hoặc dán mã nguồn", "language": "Ngôn ngữ",
		"auto": "tự nhận theo tên tệp", "points": "Điểm", "time": "Thời gian", "memory": "Bộ nhớ",
		"verdict": "Kết quả", "status": "Trạng thái", "test": "Test", "message": "Thông báo",
		"queued": "đang chờ", "compiling": "đang dịch", "running": "đang chấm", "running_test": "đang chấm test %d/%d",
		"done": "xong", "source": "Mã nguồn", "compile_error": "Lỗi biên dịch", "no_submissions": "Chưa có bài nộp.",
		"rank": "Hạng", "name": "Họ tên", "total": "Tổng", "solved": "Số bài", "penalty": "Phạt",
		"submitted": "Nộp lúc", "student": "Thí sinh", "all": "tất cả", "filter": "Lọc",
		"rejudge": "Chấm lại", "rejudge_problem": "Chấm lại cả bài", "rejudged": "Đã đưa %d bài nộp vào hàng chờ chấm lại.",
		"disable": "Khóa", "enable": "Mở khóa", "extend": "Gia hạn", "minutes": "phút",
		"unfreeze": "Mở băng bảng xếp hạng", "refreeze": "Đóng băng lại", "announce": "Thông báo cho cả phòng",
		"announcements": "Thông báo", "send": "Gửi", "ask": "Đặt câu hỏi", "question": "Câu hỏi", "answer": "Trả lời",
		"answer_private": "Trả lời riêng", "answer_all": "Trả lời cho tất cả", "not_answered": "chưa trả lời",
		"public": "công khai", "general": "chung", "export": "Xuất kết quả", "pending": "đang chờ chấm",
		"empty_source": "Chưa có mã nguồn: hãy chọn tệp hoặc dán mã.",
		"too_large":    "Mã nguồn quá lớn: tối đa %d KB.",
		"bad_language": "Không nhận ra ngôn ngữ của tệp %s.", "lang_not_allowed": "Kỳ thi không cho phép ngôn ngữ %s.",
		"limit_reached": "Đã nộp đủ %d lần cho bài này.", "wait": "Hãy chờ %d giây trước khi nộp tiếp.",
		"not_running": "Không thể nộp: kỳ thi không diễn ra.", "no_problem": "Không có bài này.",
		"forbidden": "Bạn không có quyền xem trang này.", "not_found": "Không tìm thấy trang này.",
		"bad_form": "Biểu mẫu đã hết hạn: hãy tải lại trang và thử lại.", "feedback_verdict": "Kỳ thi chỉ cho xem kết quả chung.",
		"feedback_first": "Kỳ thi chỉ cho xem đến test sai đầu tiên.", "first_solve": "giải đầu tiên",
		"tries": "lần thử", "my_submissions": "Bài đã nộp", "pending_count": "Bài nộp đang chờ chấm",
		"contest": "Kỳ thi", "phase_before": "chưa bắt đầu", "phase_running": "đang diễn ra", "phase_over": "đã kết thúc",
		"start": "Bắt đầu", "end": "Kết thúc", "freeze_at": "Đóng băng lúc", "saved": "Đã lưu.",
		"code": "Mã", "view": "Xem", "of": "của", "board": "Bàn cờ",
	},
	"en": {
		"login": "Log in", "logout": "Log out", "user_id": "Login", "password": "Password",
		"bad_login": "Wrong login or password.", "disabled": "This account is disabled.",
		"too_many": "Too many tries. Wait %d seconds.",
		"problems": "Problems", "problem": "Problem", "submission": "Submission", "submissions": "Submissions", "scoreboard": "Scoreboard",
		"clarifications": "Questions", "admin": "Admin", "users": "Accounts",
		"starts_in": "The contest starts in", "ends_in": "Time left", "over": "The contest is over.",
		"not_started": "The contest has not started.", "frozen": "The scoreboard is frozen.",
		"submit": "Submit", "file": "File", "or_paste": "or paste the source", "language": "Language",
		"auto": "from the file name", "points": "Points", "time": "Time", "memory": "Memory",
		"verdict": "Verdict", "status": "Status", "test": "Test", "message": "Message",
		"queued": "queued", "compiling": "compiling", "running": "running", "running_test": "running test %d of %d",
		"done": "done", "source": "Source", "compile_error": "Compile error", "no_submissions": "No submissions yet.",
		"rank": "Rank", "name": "Name", "total": "Total", "solved": "Solved", "penalty": "Penalty",
		"submitted": "Submitted", "student": "Student", "all": "all", "filter": "Filter",
		"rejudge": "Rejudge", "rejudge_problem": "Rejudge the whole problem", "rejudged": "%d submissions queued to be judged again.",
		"disable": "Disable", "enable": "Enable", "extend": "Extend", "minutes": "minutes",
		"unfreeze": "Unfreeze the scoreboard", "refreeze": "Freeze it again", "announce": "Announce to the room",
		"announcements": "Announcements", "send": "Send", "ask": "Ask a question", "question": "Question", "answer": "Answer",
		"answer_private": "Answer privately", "answer_all": "Answer to all", "not_answered": "not answered yet",
		"public": "public", "general": "general", "export": "Export the results", "pending": "waiting to be judged",
		"empty_source": "No source: choose a file or paste the code.",
		"too_large":    "The source is too large: at most %d KB.",
		"bad_language": "Cannot tell the language of %s.", "lang_not_allowed": "The contest does not allow %s.",
		"limit_reached": "You have submitted %d times for this problem: that is the limit.", "wait": "Wait %d seconds before submitting again.",
		"not_running": "Cannot submit: the contest is not running.", "no_problem": "No such problem.",
		"forbidden": "You may not see this page.", "not_found": "No such page.",
		"bad_form": "The form has expired: reload the page and try again.", "feedback_verdict": "This contest shows the verdict only.",
		"feedback_first": "This contest shows the tests up to the first failing one.", "first_solve": "first solve",
		"tries": "tries", "my_submissions": "My submissions", "pending_count": "Submissions waiting to be judged",
		"contest": "Contest", "phase_before": "not started", "phase_running": "running", "phase_over": "over",
		"start": "Start", "end": "End", "freeze_at": "Frozen from", "saved": "Saved.",
		"code": "Code", "view": "View", "of": "of", "board": "Board",
	},
}

// translate gives the words of key in lang; the key itself when unknown,
// so that a missing word shows rather than breaks the page.
func translate(lang, key string) string {
	if s, ok := messages[lang][key]; ok {
		return s
	}
	return key
}

// langCookie remembers the language a user chose.
const langCookie = "cham_lang"

// pickLanguage is the language of a request: ?lang=, else the cookie, else
// the browser's first choice if it is English, else Vietnamese.
func pickLanguage(r *http.Request) string {
	if l := r.URL.Query().Get("lang"); isUILanguage(l) {
		return l
	}
	if c, err := r.Cookie(langCookie); err == nil && isUILanguage(c.Value) {
		return c.Value
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(r.Header.Get("Accept-Language"))), "en") {
		return "en"
	}
	return "vi"
}

func isUILanguage(l string) bool { return l == "vi" || l == "en" }
