/**
 * The widget's first step as one chunk: the step-1 renderer and its widgets, the shared step form,
 * rjsf with what it needs, and the first flow's step-1 validator. Left to the automatic splitting,
 * they come as eight or nine small files; the page preloads them all at once, but each is one more
 * request behind the six a browser opens to the server, and one more module to link. Later steps'
 * code, rjsf's rarely drawn widgets (rjsf/widgets.ts) and the flows stay chunks of their own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MANIFEST = fileURLToPath(new URL('../generated/manifest.generated.json', import.meta.url));

const LIBRARIES =
  /[\\/]node_modules[\\/](@rjsf|@x0k|fast-equals|jsonpointer|react-is|ajv-formats|ajv[\\/]dist[\\/]runtime)[\\/]/;
// What rjsf/widgets.ts, fields.ts and templates.ts load on first use, and the helpers only they call.
const ON_FIRST_USE = new RegExp(
  [
    String.raw`[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/](`,
    String.raw`widgets[\\/](AltDate|AltDateTime|Color|DateTime|File|Password|Range|Time|UpDown|URL)Widget`,
    String.raw`|fields[\\/](ArrayField|CyclicSchemaField|MultiSchemaField|formDataForNewOption)`,
    String.raw`|templates[\\/](ArrayField\w*Template|CyclicSchemaExpandTemplate|MultiSchemaFieldTemplate)`,
    String.raw`)\.js$`,
    String.raw`|[\\/]@rjsf[\\/]utils[\\/]lib[\\/](useAltDateWidgetProps|useFileWidgetProps|dataURItoBlob)\.js$`,
  ].join(''),
);
const STEP_ONE =
  /[\\/]src[\\/]widget[\\/](components[\\/]|build[\\/](rjsf[\\/]|markdown-plain)|steps[\\/](prebooking[\\/]|step-validator\.ts|widget-registry\.ts)|widgets[\\/](LocationSelect|DatePicker|PeopleCounter|DayParts|CategoryPanels|StandingToggle|dates)\.tsx?)/;

/** The validator of a flow's step 1, by the manifest the validator build wrote. */
function firstValidator(flow: string): RegExp | null {
  if (!existsSync(MANIFEST)) return null;
  const hash = (
    JSON.parse(readFileSync(MANIFEST, 'utf8')) as { flows: Record<string, Record<string, string>> }
  ).flows[flow]?.['1'];
  return hash ? new RegExp(`[\\\\/]generated[\\\\/]validators[\\\\/]${hash}\\.generated\\.cjs$`) : null;
}

/** A `codeSplitting` group for the first flow's step 1. */
export function firstStepGroup(flow: string) {
  const validator = firstValidator(flow);
  return {
    name: 'step1',
    // Only what the test names: the shell's libraries stay in the shell.
    includeDependenciesRecursively: false,
    test: (id: string) =>
      !ON_FIRST_USE.test(id) && (LIBRARIES.test(id) || STEP_ONE.test(id) || (validator?.test(id) ?? false)),
  };
}
