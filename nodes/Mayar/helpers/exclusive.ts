/**
 * Runs fn for one id at a time in this n8n process, in call order. Module state: the node's code is loaded once
 * per process, so every execution running there waits its turn here.
 */
const tails = new Map<string, Promise<void>>();

export async function exclusive<T>(id: string, fn: () => Promise<T>): Promise<T> {
	const before = tails.get(id) ?? Promise.resolve();
	let done: () => void = () => {};
	const mine = new Promise<void>((resolve) => (done = resolve));
	const tail = before.then(async () => await mine);
	tails.set(id, tail);
	await before;
	try {
		return await fn();
	} finally {
		done();
		if (tails.get(id) === tail) tails.delete(id);
	}
}
