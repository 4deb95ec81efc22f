/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time, and the share
 * of samples spent in the app's own code, its dependencies, Node internals and idle.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export interface ProfileLine {
  name: string;
  where: string;
  selfMs: number;
  share: number;
}

const shorten = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'npm:')
    .replace(/^.*\/work\/main\//, '');

/** The top `limit` functions by self time (samples × interval). */
export function summariseProfile(file: string, limit = 25, skipMs = 0): { totalMs: number; top: ProfileLine[]; groups: Record<string, number> } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let elapsedUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    elapsedUs += profile.timeDeltas[i] ?? 0;
    if (elapsedUs < skipMs * 1000) continue;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const byFunction = new Map<string, ProfileLine>();
  const groups: Record<string, number> = {};
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    totalUs += us;
    const where = frame.url ? `${shorten(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = frame.functionName || '(anonymous)';
    const key = `${name}@${where}`;
    const line = byFunction.get(key) ?? { name, where, selfMs: 0, share: 0 };
    line.selfMs += us / 1000;
    byFunction.set(key, line);
    const group =
      name === '(idle)' ? 'idle' : name === '(garbage collector)' ? 'gc' : where.startsWith('npm:') ? `npm:${where.slice(4).split('/')[0]!.startsWith('@') ? where.slice(4).split('/').slice(0, 2).join('/') : where.slice(4).split('/')[0]}` : where.startsWith('apps/') || where.startsWith('packages/') ? where.split('/').slice(0, 2).join('/') : where.startsWith('node:') ? 'node' : '(native/program)';
    groups[group] = (groups[group] ?? 0) + us / 1000;
  }
  const top = [...byFunction.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, limit);
  for (const line of top) line.share = line.selfMs / (totalUs / 1000);
  return { totalMs: totalUs / 1000, top, groups };
}

export function printProfile(file: string, limit = 25, skipMs = 0): void {
  const { totalMs, top, groups } = summariseProfile(file, limit, skipMs);
  console.log(`\nCPU profile ${file} (${(totalMs / 1000).toFixed(1)} s sampled${skipMs ? `, after the first ${(skipMs / 1000).toFixed(1)} s (start-up)` : ''})`);
  console.log('  self ms   share  function (file:line)');
  for (const line of top) console.log(`  ${line.selfMs.toFixed(0).padStart(7)}  ${(line.share * 100).toFixed(1).padStart(5)}%  ${line.name} ${line.where}`);
  console.log('\n  by origin:');
  for (const [group, ms] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${((ms / totalMs) * 100).toFixed(1).padStart(5)}%  ${group}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node --import tsx bench/api/profile-summary.ts <file.cpuprofile> [limit]');
  printProfile(file, Number(process.argv[3] ?? 25), Number(process.argv[4] ?? 0));
}
