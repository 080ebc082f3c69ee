self.__SSG_MANIFEST=new Set;
