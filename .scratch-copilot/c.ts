import nlp from 'compromise';
const lex = (nlp as any).world().model.one.lexicon;
console.log(Object.keys(lex).length, ['step','stop','site','role','rank','shwo','lsit','paus','webhoks','tell','rules','visited','pricing','acme','dismis','delet'].map(w=>`${w}:${w in lex}`).join(' '));
const d = (nlp as any)('steps visited pricing').terms().json().map((t:any)=>t.terms[0].tags);
console.log(JSON.stringify(d));
