/** A count and its noun for a log line or a report: "3 videos", "1 playlist". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
