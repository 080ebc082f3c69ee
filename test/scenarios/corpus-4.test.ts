import { describeCorpusShard } from "./corpus-shard";

/* The corpus' shard 4 of 4 (corpus-shard.ts). */
describeCorpusShard(3);
