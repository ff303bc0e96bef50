package web

import (
	"sync"
	"time"
)

// Rate is a token bucket's shape: Burst requests at once, then one every
// Every.
type Rate struct {
	Burst int
	Every time.Duration
}

// limiter keeps one token bucket per key (a user id, an IP address).
type limiter struct {
	rate    Rate
	now     func() time.Time
	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

// maxBuckets bounds the memory of a limiter: past it, full buckets are
// forgotten (a forgotten bucket is a full one).
const maxBuckets = 10000

func newLimiter(r Rate, now func() time.Time) *limiter {
	return &limiter{rate: r, now: now, buckets: map[string]*bucket{}}
}

// allow takes a token of key's bucket; when there is none, it says how long
// to wait for one.
func (l *limiter) allow(key string) (bool, time.Duration) {
	if l == nil || l.rate.Burst <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	t := l.now()
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= maxBuckets {
			l.forgetFull(t)
		}
		b = &bucket{tokens: float64(l.rate.Burst), last: t}
		l.buckets[key] = b
	}
	b.refill(l.rate, t)
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) * float64(l.rate.Every))
	return false, wait
}

func (b *bucket) refill(r Rate, t time.Time) {
	if r.Every > 0 && t.After(b.last) {
		b.tokens += float64(t.Sub(b.last)) / float64(r.Every)
		if b.tokens > float64(r.Burst) {
			b.tokens = float64(r.Burst)
		}
	}
	b.last = t
}

func (l *limiter) forgetFull(t time.Time) {
	for k, b := range l.buckets {
		b.refill(l.rate, t)
		if b.tokens >= float64(l.rate.Burst) {
			delete(l.buckets, k)
		}
	}
}
