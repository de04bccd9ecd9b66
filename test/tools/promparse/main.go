// promparse reads Prometheus text exposition on stdin with Prometheus's own parser (expfmt.TextParser, the one the
// Prometheus server and promtool use) and prints the metric families as JSON, for test/integration/metrics.test.ts.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
)

type sample struct {
	Labels  map[string]string `json:"labels"`
	Value   *float64          `json:"value,omitempty"`
	Count   *uint64           `json:"count,omitempty"`
	Sum     *float64          `json:"sum,omitempty"`
	Buckets map[string]uint64 `json:"buckets,omitempty"`
}

type family struct {
	Name    string   `json:"name"`
	Help    string   `json:"help"`
	Type    string   `json:"type"`
	Metrics []sample `json:"metrics"`
}

func main() {
	var parser expfmt.TextParser
	families, err := parser.TextToMetricFamilies(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	names := make([]string, 0, len(families))
	for name := range families {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]family, 0, len(names))
	for _, name := range names {
		mf := families[name]
		f := family{Name: mf.GetName(), Help: mf.GetHelp(), Type: mf.GetType().String()}
		for _, m := range mf.GetMetric() {
			s := sample{Labels: map[string]string{}}
			for _, pair := range m.GetLabel() {
				s.Labels[pair.GetName()] = pair.GetValue()
			}
			switch mf.GetType() {
			case dto.MetricType_COUNTER:
				v := m.GetCounter().GetValue()
				s.Value = &v
			case dto.MetricType_GAUGE:
				v := m.GetGauge().GetValue()
				s.Value = &v
			case dto.MetricType_HISTOGRAM:
				h := m.GetHistogram()
				count, sum := h.GetSampleCount(), h.GetSampleSum()
				s.Count, s.Sum = &count, &sum
				s.Buckets = map[string]uint64{}
				for _, b := range h.GetBucket() {
					s.Buckets[fmt.Sprint(b.GetUpperBound())] = b.GetCumulativeCount()
				}
			default:
				v := m.GetUntyped().GetValue()
				s.Value = &v
			}
			f.Metrics = append(f.Metrics, s)
		}
		out = append(out, f)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
