/**
 * The one log recorder of the test harnesses. n8n-core takes its Logger from the DI container; both the node
 * harness (index.ts) and the trigger harness (trigger.ts) install this same recorder, so whichever a test file
 * imports, every line the nodes log lands here and is checked for the API key.
 */
import { Container, Logger } from './node';

export interface LogLine {
	level: 'error' | 'warn' | 'info' | 'debug';
	message: string;
}

/** Every line the nodes logged through this.logger, oldest first. Tests may empty it (logs.length = 0). */
export const logs: LogLine[] = [];

const recorder = {
	scoped() {
		return recorder;
	},
	error: (message: string) => logs.push({ level: 'error', message }),
	warn: (message: string) => logs.push({ level: 'warn', message }),
	info: (message: string) => logs.push({ level: 'info', message }),
	debug: (message: string) => logs.push({ level: 'debug', message }),
};

Container.set(Logger, recorder as unknown as InstanceType<typeof Logger>);

/** Throws when `secret` (a key of 8+ characters) appears anywhere in `where`, serialized. */
export function assertNoSecret(secret: string, where: unknown): void {
	if (secret.length < 8) return;
	const text = JSON.stringify(where, (_k, v: unknown) =>
		v instanceof Error ? { ...v, message: v.message, stack: v.stack } : v,
	);
	if (text.includes(secret))
		throw new Error('The API key appeared in an output item, an error, a response or a log line');
}
