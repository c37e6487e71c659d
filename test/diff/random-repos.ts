// Random acyclic repositories for the diff's property tests: four tools, up to six skills that
// list some of them and include earlier skills, and one actor.
import fc from 'fast-check';

const TOOLS = ['x/a', 'x/b', 'x/c', 'x/d'];

export const genRepo = fc
  .record({
    tools: fc.array(fc.record({ writes: fc.boolean(), description: fc.constantFrom('one', 'two') }), {
      minLength: 4,
      maxLength: 4,
    }),
    skills: fc.array(
      fc.record({ tools: fc.subarray(TOOLS, { maxLength: 3 }), includes: fc.array(fc.nat(), { maxLength: 2 }) }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ tools, skills }) => {
    const files: Record<string, string> = {};
    tools.forEach((t, i) => {
      files[`tools/t${i}.yaml`] = `name: ${TOOLS[i]}\ndescription: ${t.description}\nsource: builtin\ncapability: {writes: ${t.writes}}\n`;
    });
    skills.forEach((s, i) => {
      // Includes point only at earlier skills: the random trees stay acyclic.
      const includes = i === 0 ? [] : [...new Set(s.includes.map((n) => `x/s${n % i}`))];
      files[`skills/s${i}.yaml`] = `name: x/s${i}\ntools: [${s.tools.join(', ')}]\nincludes: [${includes.join(', ')}]\n`;
    });
    files['actors/a.yaml'] = `name: x/actor\nskills: [x/s0]\n`;
    return files;
  });
