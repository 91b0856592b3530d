// The contact form enquiry the benchmarks send (bench:durability, bench:failover): a real, valid enquiry whose
// last name numbers it and whose message carries a marker, so each one can be found again in the database.

/**
 * One enquiry as the contact form posts it to /api/Guest/Add. `benchmark` names the benchmark (Durability, Failover),
 * `n` numbers the enquiry, `marker` is the text it is found by afterwards.
 */
export function benchEnquiry(benchmark, n, marker) {
  return {
    FirstName: 'Bench',
    LastName: `${benchmark} ${n}`,
    Company: `${benchmark} Benchmark Ltd`,
    Country: 'Germany',
    EMail: `${benchmark.toLowerCase()}${n}@example.com`,
    Phone: '',
    Body: `Please quote 24 managed switches. Reference ${marker}.`,
  };
}
