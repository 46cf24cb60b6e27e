/**
 * The shipped example workflows (examples/*.json), read as a merchant imports them: every Mayar node is on the
 * node's current version, names only parameters the node has, and no Mayar Trigger starts on deliveries nobody
 * authenticated (Manual registration carries no Secret Token in a shared file, so examples register Automatically).
 */
import type { IDataObject, INodeType } from 'n8n-workflow';

import { Mayar } from '../../nodes/Mayar/Mayar.node';
import { MayarPollingTrigger } from '../../nodes/Mayar/MayarPollingTrigger.node';
import { MayarTrigger } from '../../nodes/Mayar/MayarTrigger.node';
import { fs, path, ROOT } from '../harness/node';

const TYPES: Record<string, INodeType> = {
	'n8n-nodes-mayar.mayar': new Mayar(),
	'n8n-nodes-mayar.mayarTool': new Mayar(),
	'n8n-nodes-mayar.mayarTrigger': new MayarTrigger(),
	'n8n-nodes-mayar.mayarPollingTrigger': new MayarPollingTrigger(),
};
/** Parameters n8n adds itself: to a node used as an AI Agent tool, and to a polling trigger (Poll Times). */
const ADDED_BY_N8N = ['descriptionType', 'toolDescription', 'pollTimes'];

const dir = path.join(ROOT, 'examples');
const examples = fs
	.readdirSync(dir)
	.filter((f) => f.endsWith('.json'))
	.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))] as const);

const latest = (t: INodeType) => {
	const v = t.description.version;
	return Array.isArray(v) ? Math.max(...v) : v;
};

test.each(examples)(
	'%s: Mayar nodes on their current version, with parameters the node has',
	(file, wf) => {
		const wrong: string[] = [];
		for (const node of wf.nodes as IDataObject[]) {
			const type = TYPES[String(node.type)];
			if (!type) continue;
			if (node.typeVersion !== latest(type))
				wrong.push(`${node.name}: version ${node.typeVersion}, the node is at ${latest(type)}`);
			const names = new Set([...type.description.properties.map((p) => p.name), ...ADDED_BY_N8N]);
			for (const key of Object.keys((node.parameters as IDataObject) ?? {}))
				if (!names.has(key)) wrong.push(`${node.name}: parameter "${key}" is not in the node`);
		}
		expect({ file, wrong }).toEqual({ file, wrong: [] });
	},
);

test.each(examples)('%s: every Mayar Trigger authenticates its deliveries', (file, wf) => {
	const unsafe = (wf.nodes as IDataObject[])
		.filter((n) => n.type === 'n8n-nodes-mayar.mayarTrigger')
		.filter((n) => {
			const p = n.parameters as IDataObject;
			const registration = p.registration ?? 'automatic';
			const options = (p.options ?? {}) as IDataObject;
			return registration !== 'automatic' || options.acceptUnauthenticated === true;
		})
		.map(
			(n) => `${n.name}: set Registration to Automatic (a shared file cannot carry a Secret Token)`,
		);
	expect({ file, unsafe }).toEqual({ file, unsafe: [] });
});
