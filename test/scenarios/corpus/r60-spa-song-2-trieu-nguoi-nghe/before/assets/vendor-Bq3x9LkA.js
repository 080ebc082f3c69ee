export const r=()=>{};
