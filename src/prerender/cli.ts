/**
 * Runs the prerender step in a process of its own (vite.config.ts spawns it after the browser
 * build), so the app's modules never load into Vite's process and nothing they leave running can
 * keep the build from ending.
 *   node --import tsx src/prerender/cli.ts <project root> <output directory>
 */
import { prerenderPages } from './build';

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir) throw new Error('usage: cli.ts <project root> <output directory>');
await prerenderPages({ root, outDir });
