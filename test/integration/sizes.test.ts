/**
 * The repository's size rules (issue 62): a shipped source file stays small enough to read in one sitting, a test
 * or a script too.
 */
import { fs, path, ROOT } from '../harness/node';

const SHIPPED_MAX = 300;
const TOOLING_MAX = 800;

function files(dir: string, ext: RegExp): string[] {
	return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const rel = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(rel, ext);
		return ext.test(entry.name) ? [rel] : [];
	});
}

const lines = (file: string) =>
	fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

const over = (list: string[], max: number) =>
	list.filter((f) => lines(f) > max).map((f) => `${f}: ${lines(f)} lines`);

test(`no shipped source file (nodes/, credentials/) is over ${SHIPPED_MAX} lines`, () => {
	expect(over([...files('nodes', /\.ts$/), ...files('credentials', /\.ts$/)], SHIPPED_MAX)).toEqual(
		[],
	);
});

test(`no test or script is over ${TOOLING_MAX} lines`, () => {
	const tooling = [...files('test', /\.(ts|js|mjs)$/), ...files('scripts', /\.(ts|js|mjs)$/)];
	expect(over(tooling, TOOLING_MAX)).toEqual([]);
});
