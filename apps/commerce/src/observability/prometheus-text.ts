/**
 * The few Prometheus metric kinds the service exposes, written in the text exposition
 * format (version 0.0.4) by hand: a counter per label set and a histogram with fixed
 * buckets need less code than a client library, and nothing runs at import time.
 */
export type Labels = Readonly<Record<string, string>>;

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

export function formatLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(
    ([name, value]) => `${name}="${escapeLabelValue(value)}"`,
  );
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

function formatNumber(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(9)));
}

export function header(name: string, type: 'counter' | 'gauge' | 'histogram', help: string) {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
}

export function sample(name: string, labels: Labels, value: number): string {
  return `${name}${formatLabels(labels)} ${formatNumber(value)}`;
}

/**
 * A map key for a label set, cheaper than its formatted text (observe runs on every
 * request): names and values joined by a character no label text contains unescaped.
 */
function seriesKey(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${name}\u0000${labels[name]}\u0000`;
  return key;
}

/** Counters keyed by their label set; label sets are few (route patterns, status classes). */
export class CounterFamily {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  add(labels: Labels, amount = 1): void {
    const key = seriesKey(labels);
    const entry = this.values.get(key);
    if (entry) entry.value += amount;
    else this.values.set(key, { labels, value: amount });
  }

  lines(): string[] {
    return [
      ...header(this.name, 'counter', this.help),
      ...[...this.values.values()].map((entry) => sample(this.name, entry.labels, entry.value)),
    ];
  }
}

export class HistogramFamily {
  private readonly series = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending; +Inf is added. */
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = seriesKey(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    const { bounds } = this;
    const { buckets } = entry;
    for (let index = 0; index < bounds.length; index += 1)
      if (value <= (bounds[index] ?? 0)) buckets[index] = (buckets[index] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  lines(): string[] {
    const lines = header(this.name, 'histogram', this.help);
    for (const entry of this.series.values()) {
      for (const [index, bound] of this.bounds.entries())
        lines.push(
          sample(
            `${this.name}_bucket`,
            { ...entry.labels, le: formatNumber(bound) },
            entry.buckets[index] ?? 0,
          ),
        );
      lines.push(sample(`${this.name}_bucket`, { ...entry.labels, le: '+Inf' }, entry.count));
      lines.push(sample(`${this.name}_sum`, entry.labels, entry.sum));
      lines.push(sample(`${this.name}_count`, entry.labels, entry.count));
    }
    return lines;
  }
}
