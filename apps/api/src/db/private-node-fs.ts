import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Permission bits for anyone but the owner. */
const GROUP_AND_OTHER = 0o077;

type SetAttr = (target: unknown, attr: { mode?: number }) => void;
type EmscriptenNodeFs = { node_ops: { setattr: SetAttr }; stream_ops: { setattr?: SetAttr } };

const ownerOnly =
  (setattr: SetAttr): SetAttr =>
  (target, attr) => {
    setattr(target, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHER });
  };

/**
 * The embedded database's files on local disk, readable and writable by their owner only. The
 * engine sets explicit modes on the files it writes (0666 for its initial data files), which the
 * process umask does not narrow, so every mode it sets loses the group and other bits here.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const restrict = (module: { NODEFS?: EmscriptenNodeFs }) => {
      const nodefs = module.NODEFS;
      if (!nodefs) throw new Error('The embedded database has no local file system driver.');
      nodefs.node_ops.setattr = ownerOnly(nodefs.node_ops.setattr);
      if (nodefs.stream_ops.setattr) nodefs.stream_ops.setattr = ownerOnly(nodefs.stream_ops.setattr);
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [restrict, ...(emscriptenOpts.preRun ?? [])],
      },
    };
  }
}
